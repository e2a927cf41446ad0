import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { customerName, type CustomerView } from '../../../api/customers/customer-view.ts';
import { useCustomerStatusAction } from '../../../api/customers/save-customer.ts';
import { dangerousCustomerActions, type CustomerStaffAction } from './customer-status-actions.ts';

export type StatusTarget = { customer: CustomerView; action: CustomerStaffAction } | null;

// The confirmation of a status action, with the optional reason the audit trail and the
// activity timeline keep.
export function CustomerStatusDialog({
  target,
  onClose,
}: {
  target: StatusTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const run = useCustomerStatusAction();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };

  const confirm = () => {
    if (!target) return;
    const { customer, action } = target;
    const name = customerName(customer);
    const trimmed = reason.trim();
    run.mutate(
      { id: customer.id, action, body: trimmed ? { reason: trimmed } : {} },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t('toasts.statusChanged.title'),
            t('toasts.statusChanged.message', { name, status: t(`status.${saved.status}`) }),
          );
          close();
        },
        onError: (error) =>
          notifyFailure(
            t('toasts.statusFailed.title'),
            isApiError(error) && error.status === 409
              ? error.message
              : t('toasts.statusFailed.message'),
            error,
          ),
      },
    );
  };

  const action = target?.action;
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={action ? t(`confirm.${action}.title`) : ''}
      closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
    >
      {target && (
        <Stack gap="md">
          <Text fz="sm">
            {t(`confirm.${target.action}.message`, { name: customerName(target.customer) })}
          </Text>
          <Textarea
            label={t('confirm.reason')}
            description={t('confirm.reasonHint')}
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('confirm.cancel')}
            </Button>
            <Button
              color={dangerousCustomerActions.has(target.action) ? 'red' : undefined}
              loading={run.isPending}
              onClick={confirm}
            >
              {t(`actions.${target.action}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
