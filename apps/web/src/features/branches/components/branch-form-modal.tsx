import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BranchView } from '@motorpool/domain/schemas/fleet-views';
import { useTranslation } from 'react-i18next';
import { BranchForm } from './branch-form.tsx';

export type BranchFormTarget = { mode: 'create' } | { mode: 'edit'; branch: BranchView } | null;

export function BranchFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: BranchFormTarget;
  onClose: () => void;
  onSaved?: (branch: BranchView) => void;
}) {
  const { t } = useTranslation('branches');
  const fullScreen = useMediaQuery('(max-width: 48em)') ?? false;
  const branch = target?.mode === 'edit' ? target.branch : undefined;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={branch ? t('form.editTitle') : t('form.createTitle')}
      size="xl"
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && (
        <BranchForm
          key={branch?.id ?? 'new'}
          branch={branch}
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
