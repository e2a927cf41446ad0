import type { BranchView } from '@motorpool/domain/schemas/branch';
import { useTranslation } from 'react-i18next';
import { EntityFormModal, type FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { BranchForm } from './branch-form.tsx';

export function BranchFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget<BranchView>;
  onClose: () => void;
  onSaved?: (branch: BranchView) => void;
}) {
  const { t } = useTranslation('branches');
  return (
    <EntityFormModal
      target={target}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle') }}
      closeLabel={t('form.close')}
      size="xl"
      onClose={onClose}
    >
      {(branch) => (
        <BranchForm
          branch={branch}
          onCancel={onClose}
          onDone={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </EntityFormModal>
  );
}
