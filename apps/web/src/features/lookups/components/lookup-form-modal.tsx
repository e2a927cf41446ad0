import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { useTranslation } from 'react-i18next';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import { EntityFormModal, type FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { LookupForm } from './lookup-form.tsx';

// It opens once the company's currency is known (an add-on's price is typed in it).
export function LookupFormModal({
  target,
  fixedType,
  onClose,
}: {
  target: FormTarget<LookupView>;
  fixedType?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('lookups');
  const currency = useTenantCurrency();
  return (
    <EntityFormModal
      target={target}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle') }}
      closeLabel={t('form.close')}
      size="lg"
      ready={currency !== undefined}
      onClose={onClose}
    >
      {(lookup) =>
        currency && (
          <LookupForm
            lookup={lookup}
            fixedType={fixedType}
            currency={currency}
            onCancel={onClose}
            onDone={onClose}
          />
        )
      }
    </EntityFormModal>
  );
}
