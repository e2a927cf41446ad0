import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { useTranslation } from 'react-i18next';
import { EntityFormModal, type FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { LookupForm } from './lookup-form.tsx';

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
  return (
    <EntityFormModal
      target={target}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle') }}
      closeLabel={t('form.close')}
      size="lg"
      onClose={onClose}
    >
      {(lookup) => (
        <LookupForm lookup={lookup} fixedType={fixedType} onCancel={onClose} onDone={onClose} />
      )}
    </EntityFormModal>
  );
}
