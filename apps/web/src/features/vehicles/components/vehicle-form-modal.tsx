import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import { EntityFormModal, type FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { VehicleForm } from './vehicle-form.tsx';

// It opens once the company's currency is known (the daily rate is typed in it).
export function VehicleFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget<VehicleView>;
  onClose: () => void;
  onSaved?: (vehicle: VehicleView) => void;
}) {
  const { t } = useTranslation('vehicles');
  const currency = useTenantCurrency();
  return (
    <EntityFormModal
      target={target}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle') }}
      closeLabel={t('form.close')}
      size="xl"
      ready={currency !== undefined}
      onClose={onClose}
    >
      {(vehicle) =>
        currency && (
          <VehicleForm
            vehicle={vehicle}
            currency={currency}
            onCancel={onClose}
            onDone={(saved) => {
              onClose();
              onSaved?.(saved);
            }}
          />
        )
      }
    </EntityFormModal>
  );
}
