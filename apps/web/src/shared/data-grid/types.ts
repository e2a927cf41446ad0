import type { ReactNode } from 'react';
import type { FilterOperator } from '@motorpool/domain/platform-lists';

// The operators of the list conventions; each filter says which of them its API takes.
export { filterOperators, type FilterOperator } from '@motorpool/domain/platform-lists';

/** Operators whose value is a list (sent comma-separated). */
export const listOperators: readonly FilterOperator[] = ['in', 'notIn'];

export type FilterOption = { value: string; label: string };

export type FilterDef =
  | { type: 'text'; operators: readonly FilterOperator[] }
  | { type: 'number'; operators: readonly FilterOperator[] }
  | { type: 'date'; operators: readonly FilterOperator[] }
  | { type: 'boolean'; operators: readonly FilterOperator[] }
  | { type: 'enum'; operators: readonly FilterOperator[]; options: readonly FilterOption[] };

export type SortDirection = 'asc' | 'desc';
export type GridSort = { field: string; direction: SortDirection };

/** One condition: `filter[field][op]=value`, a list operator's value has one entry per item. */
export type GridFilter = { field: string; op: FilterOperator; value: string[] };

/** What the grid asks the feature's fetcher for (already in the API's vocabulary). */
export type GridQuery = {
  page: number;
  limit: number;
  search: string;
  sort: GridSort;
  filters: GridFilter[];
};

/** totalCapped: more rows match than `total`, which the server stopped counting at. */
export type GridPage<T> = { data: T[]; total: number; totalCapped?: boolean };

export type GridColumn<T> = {
  /** the record's field (also the sort field when sortable) */
  key: string;
  title: string;
  render?: (record: T) => ReactNode;
  /** the API sort field, when the column sorts (usually the key) */
  sortField?: string;
  /** first direction when the column becomes the sort (names A→Z, dates newest first) */
  firstDirection?: SortDirection;
  filter?: FilterDef;
  hideable?: boolean;
  defaultHidden?: boolean;
  width?: number | string;
  ellipsis?: boolean;
  /**
   * the narrowest screen that shows the column ('base': every screen). Unset: the first two
   * columns show everywhere, the others from `sm` up, so a phone sees what names a row.
   */
  visibleFrom?: 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
};

/** A filter on a field with no column of its own (or a different label). */
export type GridFilterField = { field: string; label: string; filter: FilterDef };

export type RowAction<T> = {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: (record: T) => void;
  /** hides the action for a row (e.g. no self-delete) */
  hidden?: (record: T) => boolean;
};

export type BulkAction<T> = {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  /** the selected rows; resolve when done so the selection clears */
  onRun: (records: T[]) => Promise<void> | void;
};

export type Density = 'compact' | 'normal' | 'comfortable';
export const densities: readonly Density[] = ['compact', 'normal', 'comfortable'];

export type ImportFailure = { row: number; errors: { path: string; message: string }[] };
export type ImportReport = { created: number; updated: number; failed: ImportFailure[] };
