import { useEffect, useState } from 'react';
import { Button, Center, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { logoContentTypes, type CompanyLogo } from '@motorpool/domain/schemas/company-settings';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { modals } from '../../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import { useDeleteLogo, useUploadLogo } from '../../../../api/settings/company-settings.ts';

const logoTypeNames = 'PNG, JPEG, WebP, SVG';
export const maxLogoMegabytes = 2;

// The browser's word on the file, before it is sent; the API checks the bytes themselves.
export function logoProblem(file: File, language: Language): string | null {
  if (!(logoContentTypes as readonly string[]).includes(file.type)) {
    return formatMessage('file.invalidType', language, { types: logoTypeNames });
  }
  if (file.size > maxLogoMegabytes * 1024 * 1024) {
    return formatMessage('file.tooLarge', language, { max: maxLogoMegabytes });
  }
  return null;
}

// The API refuses a logo with a message in the caller's language (accept-language): the type
// read from its bytes, its size or its pixels.
function uploadProblem(error: unknown, language: Language): string | null {
  if (!isApiError(error)) return null;
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') {
    return formatMessage('file.invalidType', language, { types: logoTypeNames });
  }
  if (error.code === 'PAYLOAD_TOO_LARGE') {
    return formatMessage('file.tooLarge', language, { max: maxLogoMegabytes });
  }
  if (error.status === 400) return error.details[0]?.message ?? error.message;
  return null;
}

function LogoFrame({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Paper withBorder radius="md" p="sm" w={200} h={96} bg="var(--mantine-color-default)">
      <Center h="100%">
        {src ? (
          <Image src={src} alt={alt} mah={72} maw="100%" w="auto" fit="contain" />
        ) : (
          <IconPhoto size={32} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
        )}
      </Center>
    </Paper>
  );
}

// The company's logo: shown in its headers and on its sign-in pages, to visitors too.
export function LogoField({ logo, readOnly }: { logo: CompanyLogo | null; readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const { language } = useLanguage();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const refused = logoProblem(chosen, language);
    setProblem(refused);
    setFile(refused ? null : chosen);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifySuccess(t('company.toasts.logoSaved'), t('company.toasts.logoSavedMessage'));
      },
      onError: (error) => {
        const refused = uploadProblem(error, language);
        setProblem(refused);
        if (!refused) notifyFailure(t('company.toasts.logoFailed'), t('toasts.retry'), error);
      },
    });
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('company.deleteLogoTitle'),
      children: <Text fz="sm">{t('company.deleteLogoMessage')}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () =>
            notifySuccess(t('company.toasts.logoDeleted'), t('company.toasts.logoDeletedMessage')),
          onError: (error) =>
            notifyFailure(t('company.toasts.logoDeleteFailed'), t('toasts.retry'), error),
        }),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="company-logo-title">
      <Title order={3} fz="md" id="company-logo-title">
        {t('company.logo')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('company.logoHint', { types: logoTypeNames, max: maxLogoMegabytes })}
      </Text>
      <Group gap="md" align="flex-end">
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            {file ? t('company.logoNew') : t('company.logoCurrent')}
          </Text>
          <LogoFrame
            src={preview ?? logo?.url ?? null}
            alt={file ? t('company.logoNewAlt') : logo ? t('company.logoCurrentAlt') : ''}
          />
          {!file && !logo && (
            <Text fz="xs" c="dimmed">
              {t('company.noLogo')}
            </Text>
          )}
        </Stack>
        {!readOnly && (
          <Group gap="sm">
            {file ? (
              <>
                <Button
                  leftSection={<IconUpload size={16} />}
                  onClick={send}
                  loading={upload.isPending}
                >
                  {t('company.uploadLogo')}
                </Button>
                <Button variant="default" onClick={() => setFile(null)} disabled={upload.isPending}>
                  {t('actions.cancel')}
                </Button>
              </>
            ) : (
              <>
                <FileButton onChange={choose} accept={logoContentTypes.join(',')}>
                  {(props) => (
                    <Button variant="light" leftSection={<IconPhoto size={16} />} {...props}>
                      {logo ? t('company.replaceLogo') : t('company.chooseLogo')}
                    </Button>
                  )}
                </FileButton>
                {logo && (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={confirmDelete}
                    loading={remove.isPending}
                  >
                    {t('company.deleteLogo')}
                  </Button>
                )}
              </>
            )}
          </Group>
        )}
      </Group>
      {problem && (
        <Text fz="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
