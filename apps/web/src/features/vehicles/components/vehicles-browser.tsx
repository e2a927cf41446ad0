import 'mantine-datatable/styles.css';
import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconDots,
  IconEye,
  IconPencil,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { DataTable } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { ExportMenu } from '../../../shared/data-grid/export-menu.tsx';
import { ImportDialog } from '../../../shared/data-grid/import-dialog.tsx';
import type { GridQuery } from '../../../shared/data-grid/types.ts';
import { useGridQuery } from '../../../shared/data-grid/use-grid-query.ts';
import { toApiParams } from '../../../shared/data-grid/url-state.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import { useInfiniteVehicles } from '../../../api/vehicles/get-vehicles.ts';
import { useVehicleActions } from './use-vehicle-actions.ts';
import { VehicleBulkBar } from './vehicle-bulk-bar.tsx';
import { useVehicleColumns } from './vehicle-columns.tsx';
import { VehicleFilters } from './vehicle-filters.tsx';
import { vehicleListSchema } from './vehicle-list-schema.ts';
import { vehicleName } from './vehicle-name.ts';

type Props = {
  /** a branch's page: only its vehicles, no branch filter or column */
  branchId?: string;
  onEdit?: (target: FormTarget<VehicleView>) => void;
};

// The vehicles list: search, filters and sort in the address, rows appended as the
// user scrolls (infinite scroll), export and import through the grid's menus, and bulk actions
// on the rows the user selects.
export function VehiclesBrowser({ branchId, onEdit }: Props) {
  const { t } = useTranslation('vehicles');
  const { t: tGrid } = useTranslation('grid');
  const navigate = useNavigate();
  const format = useFormat();
  const { can } = useCurrentUser();
  const currency = useTenantCurrency();
  const [query, update] = useGridQuery(vehicleListSchema);
  const [search, setSearch] = useState(query.search);
  const commitSearch = useDebouncedCallback((value: string) => update({ search: value }), 300);
  const [importOpen, setImportOpen] = useState(false);
  const { confirmDelete } = useVehicleActions();
  const [selected, setSelected] = useState<VehicleView[]>([]);
  const selectable = can('vehicles:status') || can('vehicles:update') || can('vehicles:export');

  // The branch page's fixed condition joins the address's own for the API (and the export).
  const apiQuery: GridQuery = useMemo(
    () =>
      branchId
        ? {
            ...query,
            filters: [...query.filters, { field: 'branchId', op: 'equals', value: [branchId] }],
          }
        : query,
    [query, branchId],
  );
  const vehicles = useInfiniteVehicles(toApiParams(apiQuery, { paged: false }));
  const records = useMemo(() => vehicles.data?.pages.flatMap((p) => p.data) ?? [], [vehicles.data]);
  const total = vehicles.data?.pages[0]?.total ?? 0;
  const columns = useVehicleColumns(currency, !branchId);
  const open = (vehicle: VehicleView) =>
    void navigate(paths.admin.vehicleDetail.getHref(vehicle.id));

  const rowMenu = {
    accessor: 'actions',
    title: '',
    width: 56,
    render: (vehicle: VehicleView) => (
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('actions.menu', { name: vehicleName(vehicle) })}
            onClick={(event) => event.stopPropagation()}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
          <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => open(vehicle)}>
            {t('actions.view')}
          </Menu.Item>
          {onEdit && can('vehicles:update') && (
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit({ mode: 'edit', record: vehicle })}
            >
              {t('actions.edit')}
            </Menu.Item>
          )}
          {can('vehicles:delete') && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => confirmDelete(vehicle)}
            >
              {t('actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    ),
  };

  if (vehicles.isError && records.length === 0) {
    return (
      <LoadError
        title={t('list.error.title')}
        description={t('list.error.description')}
        onRetry={() => void vehicles.refetch()}
        retrying={vehicles.isFetching}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <TextInput
          type="search"
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            commitSearch(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Group gap="xs" wrap="wrap">
          {can('vehicles:export') && <ExportMenu resource="/vehicles" query={apiQuery} />}
          {can('vehicles:import') && !branchId && (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setImportOpen(true)}
            >
              {t('list.import')}
            </Button>
          )}
        </Group>
      </Group>
      <VehicleFilters
        filters={query.filters}
        onChange={(filters) => update({ filters })}
        currency={currency}
        withBranch={!branchId}
      />
      <VehicleBulkBar selected={selected} sort={query.sort} onDone={() => setSelected([])} />
      <DataTable<VehicleView>
        aria-label={t('list.label')}
        withTableBorder
        borderRadius="md"
        highlightOnHover
        minHeight={records.length === 0 ? 220 : undefined}
        height={records.length > 8 ? 600 : undefined}
        records={records}
        columns={[...columns, rowMenu]}
        fetching={vehicles.isPending || (vehicles.isFetching && !vehicles.isFetchingNextPage)}
        sortStatus={{ columnAccessor: query.sort.field, direction: query.sort.direction }}
        onSortStatusChange={(status) =>
          update({ sort: { field: String(status.columnAccessor), direction: status.direction } })
        }
        onRowClick={({ record }) => open(record)}
        {...(selectable
          ? {
              selectedRecords: selected,
              onSelectedRecordsChange: setSelected,
              allRecordsSelectionCheckboxProps: { 'aria-label': tGrid('selectAll') },
              getRecordSelectionCheckboxProps: (vehicle: VehicleView) => ({
                'aria-label': tGrid('selectRow', { name: vehicleName(vehicle) }),
              }),
            }
          : {})}
        onScrollToBottom={() => {
          if (vehicles.hasNextPage && !vehicles.isFetchingNextPage) void vehicles.fetchNextPage();
        }}
        noRecordsText={
          query.filters.length > 0 || query.search
            ? t('list.noResults.title')
            : t('list.empty.title')
        }
      />
      <Text fz="sm" c="dimmed" role="status" aria-live="polite">
        {vehicles.isFetchingNextPage
          ? t('list.loadingMore')
          : vehicles.data && !vehicles.hasNextPage && total > 0
            ? t('list.end', { total: format.number(total) })
            : vehicles.hasNextPage
              ? t('list.shown', {
                  shown: format.number(records.length),
                  total: vehicles.data?.pages[0]?.totalCapped
                    ? t('list.moreThan', { total: format.number(total) })
                    : format.number(total),
                })
              : ''}
      </Text>
      {vehicles.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() => void vehicles.fetchNextPage()}
          loading={vehicles.isFetchingNextPage}
          w="fit-content"
        >
          {t('list.loadMore')}
        </Button>
      )}
      <ImportDialog
        resource="/vehicles"
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={() => void vehicles.refetch()}
      />
    </Stack>
  );
}
