import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RowAction } from './types.ts';

type EntityRowActions<T> = {
  labels: { view: string; edit: string; delete: string };
  onView: (record: T) => void;
  /** absent when the user may not edit */
  onEdit?: (record: T) => void;
  /** absent when the user may not delete */
  onDelete?: (record: T) => void;
  /** rows that offer no delete (e.g. one's own account) */
  noDelete?: (record: T) => boolean;
};

// The view / edit / delete menu of a record's row, each offered only with its permission.
export function entityRowActions<T>({
  labels,
  onView,
  onEdit,
  onDelete,
  noDelete,
}: EntityRowActions<T>): RowAction<T>[] {
  const actions: RowAction<T>[] = [
    { key: 'view', label: labels.view, icon: <IconEye size={16} aria-hidden />, onClick: onView },
  ];
  if (onEdit) {
    actions.push({
      key: 'edit',
      label: labels.edit,
      icon: <IconPencil size={16} aria-hidden />,
      onClick: onEdit,
    });
  }
  if (onDelete) {
    actions.push({
      key: 'delete',
      label: labels.delete,
      color: 'red',
      icon: <IconTrash size={16} aria-hidden />,
      onClick: onDelete,
      ...(noDelete ? { hidden: noDelete } : {}),
    });
  }
  return actions;
}
