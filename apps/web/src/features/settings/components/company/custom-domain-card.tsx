import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconTrash, IconWorldCheck } from '@tabler/icons-react';
import type { CustomDomainStatus } from '@motorpool/domain/custom-domains';
import { customDomainInput, type CustomDomainView } from '@motorpool/domain/schemas/custom-domain';
import { useTranslation } from 'react-i18next';
import {
  useClaimCustomDomain,
  useCustomDomain,
  useRemoveCustomDomain,
  useVerifyCustomDomain,
} from '../../../../api/settings/custom-domain.ts';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { schemaErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { modals } from '../../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import { StatusBadge } from '../../../../shared/ui/status-badge.tsx';

const statusColors: Record<CustomDomainStatus, string> = {
  none: 'gray',
  pending: 'yellow',
  verified: 'green',
};

// The API's own words on a refused domain or a failed check, in the reader's language.
const refusal = (error: unknown): string | null =>
  isApiError(error) && [400, 409, 422].includes(error.status)
    ? (error.details[0]?.message ?? error.message)
    : null;

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('settings');
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      dir="ltr"
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('customDomain.copied') : t('customDomain.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('customDomain.copyLabel', { what: label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

function DomainRecord({ view, readOnly }: { view: CustomDomainView; readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const verify = useVerifyCustomDomain();
  const [problem, setProblem] = useState<string | null>(null);
  if (!view.record) return null;

  const check = () =>
    verify.mutate(undefined, {
      onSuccess: () => {
        setProblem(null);
        notifySuccess(t('customDomain.verified'), t('customDomain.verifiedMessage'));
      },
      onError: (error) => {
        const refused = refusal(error);
        setProblem(refused);
        if (!refused) notifyFailure(t('customDomain.verifyFailed'), t('toasts.retry'), error);
      },
    });

  if (view.status === 'verified') {
    return <Text fz="sm">{t('customDomain.live', { domain: view.domain })}</Text>;
  }
  return (
    <Stack gap="xs">
      <Text fz="sm">{t('customDomain.publish')}</Text>
      <Group grow align="flex-start">
        <CopyField label={t('customDomain.recordName')} value={view.record.name} />
        <CopyField label={t('customDomain.recordValue')} value={view.record.value} />
      </Group>
      {problem && (
        <Alert color="red" role="alert" title={t('customDomain.notYet')}>
          {problem}
        </Alert>
      )}
      {!readOnly && (
        <Group>
          <Button
            leftSection={<IconWorldCheck size={16} />}
            onClick={check}
            loading={verify.isPending}
          >
            {t('customDomain.verify')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

// The company's own domain: claimed here, proved with a TXT record, then serving its pages.
export function CustomDomainCard({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const { language } = useLanguage();
  const current = useCustomDomain();
  const claim = useClaimCustomDomain();
  const remove = useRemoveCustomDomain();
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const view = current.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = schemaErrors(customDomainInput, { domain }, language).domain;
    setProblem(refused ?? null);
    if (refused) return;
    claim.mutate(domain, {
      onSuccess: () => setDomain(''),
      onError: (error) => {
        const message = refusal(error);
        setProblem(message);
        if (!message) notifyFailure(t('customDomain.saveFailed'), t('toasts.retry'), error);
      },
    });
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('customDomain.removeTitle'),
      children: <Text fz="sm">{t('customDomain.removeMessage', { domain: view?.domain })}</Text>,
      labels: { confirm: t('customDomain.remove'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () =>
            notifySuccess(t('customDomain.removed'), t('customDomain.removedMessage')),
          onError: (error) =>
            notifyFailure(t('customDomain.removeFailed'), t('toasts.retry'), error),
        }),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="custom-domain-title">
      <Group gap="sm">
        <Title order={3} fz="md" id="custom-domain-title">
          {t('customDomain.title')}
        </Title>
        {view && (
          <StatusBadge
            status={view.status}
            colors={statusColors}
            label={t(`customDomain.statuses.${view.status}`)}
          />
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {t('customDomain.hint')}
      </Text>
      {current.isPending && <Loader size="sm" aria-label={t('customDomain.loading')} />}
      {current.isError && (
        <Alert color="red" role="alert">
          {t('customDomain.loadFailed')}
        </Alert>
      )}
      {view?.domain && (
        <Group gap="sm">
          <Text fw={600} dir="ltr">
            {view.domain}
          </Text>
          {!readOnly && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={confirmRemove}
              loading={remove.isPending}
            >
              {t('customDomain.remove')}
            </Button>
          )}
        </Group>
      )}
      {view && <DomainRecord key={view.domain} view={view} readOnly={readOnly} />}
      {view && !readOnly && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start">
            <TextInput
              label={view.domain ? t('customDomain.replace') : t('customDomain.domain')}
              placeholder="rentals.example.com"
              dir="ltr"
              maw={360}
              value={domain}
              onChange={(event) => setDomain(event.currentTarget.value)}
              error={problem}
            />
            <Button type="submit" mt={24} loading={claim.isPending}>
              {t('customDomain.save')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
