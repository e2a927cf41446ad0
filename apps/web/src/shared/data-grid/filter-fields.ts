import type { TFunction } from 'i18next';
import type { GridColumn, GridFilter, GridFilterField } from './types.ts';

/** Every field the grid can filter on: the columns' filters, then the extra ones. */
export function filterFieldsOf<T>(
  columns: readonly GridColumn<T>[],
  extra: readonly GridFilterField[] = [],
): GridFilterField[] {
  const fromColumns = columns.flatMap((column) =>
    column.filter ? [{ field: column.key, label: column.title, filter: column.filter }] : [],
  );
  return [...fromColumns, ...extra];
}

/** A condition as people read it: "Status is any of Active, Suspended". */
export function describeFilter(
  filter: GridFilter,
  fields: readonly GridFilterField[],
  t: TFunction<'grid'>,
): string {
  const field = fields.find((f) => f.field === filter.field);
  const def = field?.filter;
  const values = filter.value.map((value) => {
    if (def?.type === 'enum') return def.options.find((o) => o.value === value)?.label ?? value;
    if (def?.type === 'boolean') return value === 'true' ? t('filters.yes') : t('filters.no');
    return value;
  });
  return `${field?.label ?? filter.field} ${t(`filters.op.${filter.op}`)} ${values.join(', ')}`;
}
