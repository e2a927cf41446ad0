import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../api/types.ts';
import { UserForm } from './user-form.tsx';

export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: UserView } | null;

// The create/edit form in a modal; full screen on a phone, where a card leaves too little room.
export function UserFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: UserFormTarget;
  onClose: () => void;
  onSaved?: (user?: UserView) => void;
}) {
  const { t } = useTranslation('users');
  const fullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  const user = target?.mode === 'edit' ? target.user : undefined;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={user ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && (
        <UserForm
          key={user?.id ?? 'new'}
          user={user}
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
