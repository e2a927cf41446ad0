import { useState } from 'react';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconPrinter, IconShare } from '@tabler/icons-react';
import {
  rentalPdfKinds,
  type RentalPdfKind,
  type RentalShareView,
  type RentalView,
} from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/api/download.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { supportedLanguages, type Language } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { downloadRentalPdf, useShareRentalPdf } from '../../../api/rentals/rental-documents.ts';
import { useRentalFormat } from '../lib/use-rental-format.ts';

// The contract (from checkout) and the return receipt (once completed), rendered by the API in
// English or Arabic: printed, downloaded, or shared by a signed link that expires.
export function RentalPdfCard({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('rentals');
  const { when } = useRentalFormat();
  const [kind, setKind] = useState<RentalPdfKind>(
    rental.status === 'completed' ? 'receipt' : 'contract',
  );
  const current = useLanguage().language;
  const [language, setLanguage] = useState<Language>(current);
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  const [link, setLink] = useState<RentalShareView | null>(null);
  const share = useShareRentalPdf(rental.id);
  // A public link is a publication: read-only roles print and download, they do not share.
  const canShare = useCurrentUser().can('rentals:update');
  const kinds = rentalPdfKinds.filter(
    (value) => value === 'contract' || rental.status === 'completed',
  );
  const request = { kind, language };
  const failed = (error: unknown) =>
    notifyFailure(t('pdf.failed.title'), t('pdf.failed.message'), error);

  const download = async () => {
    setBusy('download');
    try {
      saveBlob(await downloadRentalPdf(rental.id, request));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  // The tab opens at the click (a later window.open is blocked) and receives the file when read.
  const print = async () => {
    const tab = window.open('', '_blank');
    setBusy('print');
    try {
      const file = await downloadRentalPdf(rental.id, request);
      const url = URL.createObjectURL(file.blob);
      if (tab) {
        tab.location.href = url;
        tab.addEventListener('load', () => tab.print(), { once: true });
      } else {
        window.open(url, '_blank');
      }
    } catch (error) {
      tab?.close();
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionCard id="rental-pdf" title={t('detail.sections.pdf')}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('pdf.kind')}
            value={kind}
            onChange={(value) => {
              setKind(value as RentalPdfKind);
              setLink(null);
            }}
            data={kinds.map((value) => ({ value, label: t(`pdf.kinds.${value}`) }))}
          />
          <SegmentedControl
            aria-label={t('pdf.language')}
            value={language}
            onChange={(value) => {
              setLanguage(value as Language);
              setLink(null);
            }}
            data={supportedLanguages.map((value) => ({
              value,
              label: t(`pdf.languages.${value}`),
            }))}
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            loading={busy === 'print'}
            onClick={() => void print()}
          >
            {t('pdf.print')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === 'download'}
            onClick={() => void download()}
          >
            {t('pdf.download')}
          </Button>
          {canShare && (
            <Button
              variant="light"
              leftSection={<IconShare size={16} aria-hidden />}
              loading={share.isPending}
              onClick={() => share.mutate(request, { onSuccess: setLink, onError: failed })}
            >
              {t('pdf.share')}
            </Button>
          )}
        </Group>
        {link && (
          <Stack gap={4}>
            <TextInput
              label={t('pdf.link')}
              readOnly
              value={link.url}
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
              rightSection={
                <CopyButton value={link.url}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('pdf.copied') : t('pdf.copy')}>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        onClick={copy}
                        aria-label={t('pdf.copy')}
                      >
                        {copied ? (
                          <IconCheck size={16} aria-hidden />
                        ) : (
                          <IconCopy size={16} aria-hidden />
                        )}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
            <Text fz="xs" c="dimmed">
              {t('pdf.expires', { when: when(link.expiresAt) })}
            </Text>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
