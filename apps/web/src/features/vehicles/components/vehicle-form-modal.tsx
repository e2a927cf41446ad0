import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { VehicleView } from '@motorpool/domain/schemas/fleet-views';
import { useTranslation } from 'react-i18next';
import { useTenantCurrency } from '../api/get-vehicle-context.ts';
import { VehicleForm } from './vehicle-form.tsx';

export type VehicleFormTarget = { mode: 'create' } | { mode: 'edit'; vehicle: VehicleView } | null;

// The create/edit form in a modal; full screen on a phone. It opens once the company's
// currency is known (the daily rate is typed in it).
export function VehicleFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: VehicleFormTarget;
  onClose: () => void;
  onSaved?: (vehicle: VehicleView) => void;
}) {
  const { t } = useTranslation('vehicles');
  const fullScreen = useMediaQuery('(max-width: 48em)') ?? false;
  const currency = useTenantCurrency();
  const vehicle = target?.mode === 'edit' ? target.vehicle : undefined;
  return (
    <Modal
      opened={target !== null && currency !== undefined}
      onClose={onClose}
      title={vehicle ? t('form.editTitle') : t('form.createTitle')}
      size="xl"
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && currency && (
        <VehicleForm
          key={vehicle?.id ?? 'new'}
          vehicle={vehicle}
          currency={currency}
          onCancel={onClose}
          onDone={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </Modal>
  );
}
