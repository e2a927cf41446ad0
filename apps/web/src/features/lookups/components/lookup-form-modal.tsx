import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LookupView } from '@motorpool/domain/schemas/fleet-views';
import { useTranslation } from 'react-i18next';
import { LookupForm } from './lookup-form.tsx';

export type LookupFormTarget = { mode: 'create' } | { mode: 'edit'; lookup: LookupView } | null;

// The create/edit form in a modal; full screen on a phone.
export function LookupFormModal({
  target,
  fixedType,
  onClose,
}: {
  target: LookupFormTarget;
  fixedType?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('lookups');
  const fullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  const lookup = target?.mode === 'edit' ? target.lookup : undefined;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={lookup ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && (
        <LookupForm
          key={lookup?.id ?? 'new'}
          lookup={lookup}
          fixedType={fixedType}
          onCancel={onClose}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
