import { useTranslation } from 'react-i18next';
import { EntityFormModal, type FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import type { UserView } from '@motorpool/domain/schemas/user';
import { UserForm } from './user-form.tsx';

export function UserFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget<UserView>;
  onClose: () => void;
  onSaved?: (user?: UserView) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <EntityFormModal
      target={target}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle') }}
      closeLabel={t('form.close')}
      size="lg"
      onClose={onClose}
    >
      {(user) => (
        <UserForm
          user={user}
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
