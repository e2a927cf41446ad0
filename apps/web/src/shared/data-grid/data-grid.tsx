import 'mantine-datatable/styles.css';
import 'mantine-contextmenu/styles.css';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Stack, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useContextMenu } from 'mantine-contextmenu';
import { useTranslation } from 'react-i18next';
import { ownsItsErrors } from '../lib/query-client.ts';
import { filterFieldsOf } from './filter-fields.ts';
import { FilterChips } from './filter-chips.tsx';
import { GridEmpty, GridError, GridSkeleton, type GridTexts } from './grid-states.tsx';
import { GridToolbar } from './grid-toolbar.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { RowActionsMenu, visibleActions } from './row-actions.tsx';
import { ShortcutsDialog, useGridHotkeys } from './shortcuts.tsx';
import { SortHeader } from './sort-header.tsx';
import { BulkBar } from './bulk-bar.tsx';
import type {
  BulkAction,
  Density,
  GridColumn,
  GridFilterField,
  GridPage,
  GridQuery,
  GridSort,
  RowAction,
} from './types.ts';
import { useGridPrefs } from './use-grid-prefs.ts';
import { useGridQuery } from './use-grid-query.ts';
import { useNumber } from './use-number.ts';
import { pageSizes, toApiParams, type GridSchema } from './url-state.ts';
import { visibleFrom } from './visible-from.ts';
import classes from './data-grid.module.css';

export type DataGridProps<T> = {
  /** names the grid's remembered preferences: `motorpool.grid.<id>.*` */
  id: string;
  /** the API collection, e.g. `/users` (export and import live under it) */
  resource: string;
  columns: readonly GridColumn<T>[];
  /** filters on fields that have no column of their own */
  filterFields?: readonly GridFilterField[];
  defaultSort: GridSort;
  queryKey: (query: GridQuery) => QueryKey;
  fetchPage: (query: GridQuery, signal: AbortSignal) => Promise<GridPage<T>>;
  rowKey: (record: T) => string;
  /** how a row is named to assistive technology ("Actions for …", "Select …") */
  rowName: (record: T) => string;
  texts: GridTexts;
  rowActions?: readonly RowAction<T>[];
  bulkActions?: readonly BulkAction<T>[];
  onRowClick?: (record: T) => void;
  canExport?: boolean;
  canImport?: boolean;
  /** shown in the empty state of an unfiltered list (e.g. "New user") */
  emptyAction?: ReactNode;
};

const spacing: Record<Density, 'xs' | 'sm' | 'md'> = {
  compact: 'xs',
  normal: 'sm',
  comfortable: 'md',
};

// Secondary columns give way on a phone: its rows show what names them, the actions stay.
function phoneVisibility<T>(column: GridColumn<T>, index: number) {
  const from = column.visibleFrom ?? (index < 2 ? 'base' : 'sm');
  return from === 'base' ? undefined : visibleFrom(from);
}

const nextDirection = (sort: GridSort, field: string, first: 'asc' | 'desc') =>
  sort.field === field ? (sort.direction === 'asc' ? 'desc' : 'asc') : first;

// The generic server-side list (see docs/product/back-office.md): its whole state is in the address
// in the API's own format; the feature brings columns, a fetcher and its actions.
export function DataGrid<T>(props: DataGridProps<T>) {
  const { columns, texts, rowActions = [], bulkActions = [] } = props;
  const { t } = useTranslation('grid');
  const { number } = useNumber();
  const { showContextMenu } = useContextMenu();
  const searchRef = useRef<HTMLInputElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  const fields = useMemo(
    () => filterFieldsOf(columns, props.filterFields),
    [columns, props.filterFields],
  );
  const schemaSignature = JSON.stringify([
    props.defaultSort,
    columns.flatMap((c) => (c.sortField ? [c.sortField] : [])),
    fields.map((f) => [f.field, f.filter.operators]),
  ]);
  const schema = useMemo<GridSchema>(() => {
    const [defaultSort, sortFields, ops] = JSON.parse(schemaSignature) as [
      GridSort,
      string[],
      [string, GridSchema['filterOperators'][string]][],
    ];
    return { defaultSort, sortFields, filterOperators: Object.fromEntries(ops) };
  }, [schemaSignature]);
  const [query, setQuery] = useGridQuery(schema);

  const list = useQuery({
    queryKey: props.queryKey(query),
    queryFn: ({ signal }) => props.fetchPage(query, signal),
    placeholderData: keepPreviousData,
    meta: ownsItsErrors,
  });

  const prefs = useGridPrefs(
    props.id,
    columns.filter((c) => c.defaultHidden).map((c) => c.key),
  );

  // The selection belongs to one view of the list: another page, sort or filter starts afresh.
  const viewKey = toApiParams(query).toString();
  const [selection, setSelection] = useState<{ view: string; records: T[] }>({
    view: viewKey,
    records: [],
  });
  const selected = selection.view === viewKey ? selection.records : [];
  const clearSelection = () => setSelection({ view: viewKey, records: [] });

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.limit));
  const filtered = query.search.trim() !== '' || query.filters.length > 0;
  const goTo = (page: number) => {
    if (page >= 1 && page <= lastPage && page !== query.page) setQuery({ page });
  };

  useGridHotkeys(
    {
      focusSearch: () => searchRef.current?.focus(),
      openFilters: () => setFiltersOpen(true),
      previousPage: () => goTo(query.page - 1),
      nextPage: () => goTo(query.page + 1),
      refresh: () => void list.refetch(),
      clearSelection,
      openHelp: () => setHelpOpen(true),
    },
    !helpOpen && !importOpen,
  );

  const onSort = (field: string) => {
    const column = columns.find((c) => c.sortField === field);
    setQuery({
      sort: { field, direction: nextDirection(query.sort, field, column?.firstDirection ?? 'asc') },
    });
  };

  const tableColumns: DataTableColumn<T>[] = columns.map((column, index) => ({
    accessor: column.key,
    title: column.sortField ? (
      <SortHeader title={column.title} field={column.sortField} sort={query.sort} onSort={onSort} />
    ) : (
      column.title
    ),
    render: column.render
      ? (record: T) =>
          column.ellipsis ? (
            <div dir="auto" className={classes.ellipsis}>
              {column.render?.(record)}
            </div>
          ) : (
            column.render?.(record)
          )
      : undefined,
    width: column.width,
    ellipsis: column.ellipsis,
    hidden: prefs.hidden.includes(column.key),
    visibleMediaQuery: phoneVisibility(column, index),
  }));
  if (rowActions.length > 0) {
    tableColumns.push({
      accessor: '__actions',
      // The menu button names itself per row; a narrow column's visible title would be cut.
      title: <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      width: 72,
      render: (record) => (
        <RowActionsMenu record={record} actions={rowActions} name={props.rowName(record)} />
      ),
    });
  }

  const rows = list.data?.data;
  let body: ReactNode;
  if (list.isError && !rows) {
    body = (
      <GridError
        texts={texts.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!rows) {
    body = <GridSkeleton rows={Math.min(query.limit, 8)} />;
  } else if (rows.length === 0 && query.page === 1) {
    body = (
      <GridEmpty
        filtered={filtered}
        texts={texts.empty}
        onClear={() => setQuery({ search: '', filters: [] })}
        action={props.emptyAction}
      />
    );
  } else {
    body = (
      <DataTable<T>
        aria-label={texts.tableLabel}
        aria-busy={list.isFetching}
        records={rows}
        columns={tableColumns}
        idAccessor={props.rowKey}
        verticalSpacing={spacing[prefs.density]}
        highlightOnHover
        withTableBorder
        borderRadius="sm"
        classNames={{ table: classes.table }}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        scrollAreaProps={{ type: 'auto' }}
        onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
        onRowContextMenu={({ record, event }) => {
          const actions = visibleActions(rowActions, record);
          if (actions.length === 0) return;
          showContextMenu(
            actions.map((action) => ({
              key: action.key,
              title: action.label,
              icon: action.icon,
              color: action.color,
              onClick: () => action.onClick(record),
            })),
          )(event);
        }}
        {...(bulkActions.length > 0
          ? {
              selectedRecords: selected,
              onSelectedRecordsChange: (records: T[]) => setSelection({ view: viewKey, records }),
              allRecordsSelectionCheckboxProps: { 'aria-label': t('selectAll') },
              getRecordSelectionCheckboxProps: (record: T) => ({
                'aria-label': t('selectRow', { name: props.rowName(record) }),
              }),
            }
          : {})}
        page={query.page}
        onPageChange={(page) => setQuery({ page })}
        totalRecords={total}
        recordsPerPage={query.limit}
        recordsPerPageOptions={[...pageSizes]}
        onRecordsPerPageChange={(limit) => setQuery({ limit })}
        noRecordsText={t('noRecords')}
        recordsPerPageLabel={t('pageSize')}
        paginationText={({ from, to, totalRecords }) =>
          t('range', {
            from: number(from),
            to: number(to),
            total: list.data?.totalCapped
              ? t('moreThan', { total: number(totalRecords) })
              : number(totalRecords),
          })
        }
        getPaginationControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('previousPage') }
            : control === 'next'
              ? { 'aria-label': t('nextPage') }
              : {}
        }
      />
    );
  }

  return (
    <Stack gap="sm">
      <GridToolbar
        searchRef={searchRef}
        query={query}
        texts={texts}
        fields={fields}
        filtersOpen={filtersOpen}
        onFiltersOpenChange={setFiltersOpen}
        onChange={setQuery}
        columns={columns.map((c) => ({ key: c.key, title: c.title, hideable: c.hideable ?? true }))}
        prefs={prefs}
        resource={props.resource}
        canExport={props.canExport ?? false}
        canImport={props.canImport ?? false}
        onImport={() => setImportOpen(true)}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
        onHelp={() => setHelpOpen(true)}
      />
      <FilterChips
        filters={query.filters}
        fields={fields}
        onRemove={(index) => setQuery({ filters: query.filters.filter((_, i) => i !== index) })}
        onClear={() => setQuery({ filters: [] })}
      />
      <BulkBar selected={selected} actions={bulkActions} onDone={clearSelection} />
      {body}
      <ShortcutsDialog opened={helpOpen} onClose={() => setHelpOpen(false)} />
      {props.canImport && (
        <ImportDialog
          resource={props.resource}
          opened={importOpen}
          onClose={() => setImportOpen(false)}
          onImported={() => void list.refetch()}
        />
      )}
    </Stack>
  );
}
