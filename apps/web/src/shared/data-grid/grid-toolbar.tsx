import type { RefObject } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconKeyboard, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from './export-menu.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import type { GridTexts } from './grid-states.tsx';
import { SearchBox } from './search-box.tsx';
import type { Density, GridFilterField, GridQuery } from './types.ts';
import type { GridQueryPatch } from './use-grid-query.ts';
import { ColumnsMenu, DensityMenu } from './view-menus.tsx';
import classes from './data-grid.module.css';

type Props = {
  searchRef: RefObject<HTMLInputElement | null>;
  query: GridQuery;
  texts: GridTexts;
  fields: readonly GridFilterField[];
  filtersOpen: boolean;
  onFiltersOpenChange: (opened: boolean) => void;
  onChange: (patch: GridQueryPatch) => void;
  columns: { key: string; title: string; hideable: boolean }[];
  prefs: {
    hidden: readonly string[];
    toggleColumn: (key: string) => void;
    density: Density;
    setDensity: (density: Density) => void;
  };
  resource: string;
  canExport: boolean;
  canImport: boolean;
  onImport: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  onHelp: () => void;
};

// Search, filters, view settings, export/import and help, wrapping onto more lines when narrow.
export function GridToolbar(props: Props) {
  const { t } = useTranslation('grid');
  const { query, fields, prefs } = props;
  return (
    <Group
      gap="xs"
      wrap="wrap"
      className={classes.toolbar}
      role="toolbar"
      aria-label={t('toolbar')}
    >
      <SearchBox
        ref={props.searchRef}
        value={query.search}
        label={props.texts.searchLabel}
        placeholder={props.texts.searchPlaceholder}
        onChange={(search) => props.onChange({ search })}
      />
      {fields.length > 0 && (
        <FilterBuilder
          fields={fields}
          activeCount={query.filters.length}
          opened={props.filtersOpen}
          onOpenedChange={props.onFiltersOpenChange}
          onAdd={(filter) =>
            props.onChange({
              // One condition per field and operator: a new value replaces the old one.
              filters: [
                ...query.filters.filter((f) => f.field !== filter.field || f.op !== filter.op),
                filter,
              ],
            })
          }
        />
      )}
      <Group gap="xs" wrap="nowrap">
        <ColumnsMenu columns={props.columns} hidden={prefs.hidden} onToggle={prefs.toggleColumn} />
        <DensityMenu density={prefs.density} onChange={prefs.setDensity} />
        <Tooltip label={t('refresh')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('refresh')}
            onClick={props.onRefresh}
            loading={props.refreshing}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('shortcuts.button')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('shortcuts.button')}
            onClick={props.onHelp}
          >
            <IconKeyboard size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {(props.canExport || props.canImport) && (
        <Group gap="xs" wrap="nowrap">
          {props.canExport && <ExportMenu resource={props.resource} query={query} />}
          {props.canImport && (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={props.onImport}
            >
              {t('import.button')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
