import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import {
  tenantMachine,
  type TenantStatusAction,
  tenantStatusActions,
} from '@motorpool/domain/status-machines';
import { useTranslation } from 'react-i18next';
import { modals } from '../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useTenantStatusAction } from '../../../api/platform-tenants/save-platform-tenant.ts';

/** The moves tenantMachine allows from the company's status that a person makes. */
export function tenantMoves(status: PlatformTenantView['status']): TenantStatusAction[] {
  return tenantStatusActions.filter(
    (action) => !jobMoves.has(action) && tenantMachine.actions[action].from.includes(status),
  );
}

// A trial ends on its date by the trial job alone; the API refuses it from a person (409).
const jobMoves = new Set<TenantStatusAction>(['endTrial']);

function ReasonField({ onChange }: { onChange: (reason: string) => void }) {
  const { t } = useTranslation('platform');
  const [value, setValue] = useState('');
  return (
    <Textarea
      label={t('tenants.move.reason')}
      maxLength={500}
      autosize
      minRows={2}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        onChange(event.currentTarget.value);
      }}
    />
  );
}

// Activate, suspend or deactivate a company after a confirmation that says what it does and
// takes the reason the company's activity keeps.
export function useTenantStatus() {
  const { t } = useTranslation('platform');
  const move = useTenantStatusAction();
  return (tenant: PlatformTenantView, action: TenantStatusAction) => {
    let reason = '';
    modals.openConfirmModal({
      title: t('tenants.move.title', { action: t(`tenants.actions.${action}`), name: tenant.name }),
      children: (
        <>
          <Text fz="sm" mb="sm">
            {t(`tenants.move.${action}`)}
          </Text>
          <ReasonField onChange={(value) => (reason = value)} />
        </>
      ),
      labels: { confirm: t('tenants.move.confirm'), cancel: t('tenants.move.back') },
      confirmProps: { color: action === 'activate' || action === 'restore' ? 'green' : 'red' },
      onConfirm: () =>
        move.mutate(
          { id: tenant.id, body: { action, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
          {
            onSuccess: (saved) =>
              notifySuccess(
                t('tenants.toasts.moved.title'),
                t('tenants.toasts.moved.message', {
                  name: saved.name,
                  status: t(`tenants.status.${saved.status}`),
                }),
              ),
            onError: (error) =>
              notifyFailure(
                t('tenants.toasts.moveFailed.title'),
                t('tenants.toasts.moveFailed.message'),
                error,
              ),
          },
        ),
    });
  };
}
