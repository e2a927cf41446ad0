import { Fragment, type ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** What a form modal shows: nothing (closed), a new record, or this record to edit. */
export type FormTarget<T> = { mode: 'create' } | { mode: 'edit'; record: T } | null;

type EntityFormModalProps<T extends { id: string }> = {
  target: FormTarget<T>;
  titles: { create: string; edit: string };
  closeLabel: string;
  /** 'lg' for short forms, 'xl' for the long ones (also full screen up to a tablet) */
  size: 'lg' | 'xl';
  /** false while something the form needs is still loading: the modal waits for it */
  ready?: boolean;
  onClose: () => void;
  /** the form, fresh for each record (absent: create) */
  children: (record: T | undefined) => ReactNode;
};

// The create/edit form of a record in a modal, full screen on a phone (a long form also on a
// tablet), where a card leaves too little room.
export function EntityFormModal<T extends { id: string }>({
  target,
  titles,
  closeLabel,
  size,
  ready = true,
  onClose,
  children,
}: EntityFormModalProps<T>) {
  const fullScreen = useMediaQuery(size === 'xl' ? '(max-width: 48em)' : '(max-width: 36em)');
  const phone = fullScreen ?? false;
  const record = target?.mode === 'edit' ? target.record : undefined;
  return (
    <Modal
      opened={target !== null && ready}
      onClose={onClose}
      title={record ? titles.edit : titles.create}
      size={size}
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': closeLabel }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && ready && <Fragment key={record?.id ?? 'new'}>{children(record)}</Fragment>}
    </Modal>
  );
}
