import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import type { ImpersonationStartView } from '@motorpool/domain/schemas/impersonation';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { tenantIsOperational } from '@motorpool/domain/status-machines';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { useStartImpersonation } from '../../../api/impersonation/impersonation.ts';
import { companyAddress } from './company-address.ts';

const minReason = 10;

// "Enter as support": asks the reason, starts the visit, then offers the link that opens the
// company's back office on its own host. The link carries a single-use code in its fragment
// (never sent in a request line); the company's app trades it for the visit's token.
export function ImpersonateButton({ tenant }: { tenant: PlatformTenantView }) {
  const { t, i18n } = useTranslation('impersonation');
  const start = useStartImpersonation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [visit, setVisit] = useState<ImpersonationStartView | null>(null);
  if (!tenantIsOperational(tenant.status)) return null;

  const close = () => {
    setOpened(false);
    setReason('');
    setVisit(null);
  };
  const tooShort = reason.trim().length < minReason;
  const submit = () =>
    start.mutate(
      { tenantId: tenant.id, reason: reason.trim() },
      {
        onSuccess: setVisit,
        onError: (error) => notifyFailure(t('enter.failedTitle'), t('enter.failedMessage'), error),
      },
    );
  const link = visit
    ? `${companyAddress(visit.subdomain)}/auth/support-access#code=${encodeURIComponent(visit.handoffCode)}`
    : '';
  const ends = visit
    ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(visit.impersonation.expiresAt),
      )
    : '';

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconLifebuoy size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('enter.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('enter.title', { name: tenant.name })}>
        {visit ? (
          <Stack>
            <Text fw={600}>{t('enter.readyTitle')}</Text>
            <Text fz="sm">{t('enter.readyBody', { time: ends })}</Text>
            <Group justify="flex-end">
              <Button component="a" href={link} target="_blank" rel="noopener" onClick={close}>
                {t('enter.open')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Text fz="sm">{t('enter.explanation')}</Text>
            <Textarea
              label={t('enter.reason')}
              description={t('enter.reasonHint')}
              required
              autosize
              minRows={3}
              maxLength={500}
              value={reason}
              error={reason && tooShort ? t('enter.reasonTooShort') : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('enter.cancel')}
              </Button>
              <Button onClick={submit} disabled={tooShort} loading={start.isPending}>
                {t('enter.start')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
