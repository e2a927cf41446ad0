import { Anchor } from '@mantine/core';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useLookupTypes } from '../../../api/lookups/get-lookup-stats.ts';
import { isAddOnType } from './lookup-price.ts';
import { LookupStatusBadge } from './lookup-status-badge.tsx';
import { useLookupLabels } from './use-lookup-labels.ts';
import { usePriceText } from './use-price-text.ts';

// The lookups grid's columns and filters (GET /lookups: type, code and category are text,
// isActive a boolean; sort by sortOrder, name, code, type, createdAt). The insurance options'
// and extras' screens show the price their value holds instead of the value.
export function useLookupColumns(fixedType?: string): GridColumn<LookupView>[] {
  const { t } = useTranslation('lookups');
  const format = useFormat();
  const labels = useLookupLabels();
  const types = useLookupTypes();
  const priceText = usePriceText();
  const typeOptions = (types.data ?? []).map((entry) => ({
    value: entry.type,
    label: labels.type(entry.type),
  }));
  const columns: GridColumn<LookupView>[] = [
    {
      key: 'name',
      title: t('columns.name'),
      sortField: 'name',
      firstDirection: 'asc',
      render: (lookup) => (
        <Anchor component={Link} to={paths.admin.lookupDetail.getHref(lookup.id)} fz="sm" fw={600}>
          {labels.name(lookup)}
        </Anchor>
      ),
    },
    {
      key: 'nameAr',
      title: t('columns.nameAr'),
      hideable: true,
      defaultHidden: true,
      render: (lookup) => (lookup.nameAr ? <span lang="ar">{lookup.nameAr}</span> : ''),
    },
    {
      key: 'type',
      title: t('columns.type'),
      sortField: 'type',
      firstDirection: 'asc',
      hideable: true,
      filter: { type: 'enum', operators: ['equals'], options: typeOptions },
      render: (lookup) => labels.type(lookup.type),
    },
    {
      key: 'code',
      title: t('columns.code'),
      sortField: 'code',
      firstDirection: 'asc',
      hideable: true,
      filter: { type: 'text', operators: ['contains', 'startsWith', 'equals'] },
      render: (lookup) => <Ltr>{lookup.code}</Ltr>,
    },
    {
      key: 'category',
      title: t('columns.category'),
      hideable: true,
      filter: { type: 'text', operators: ['equals', 'contains'] },
      render: (lookup) => lookup.category ?? '',
    },
    fixedType && isAddOnType(fixedType)
      ? {
          key: 'price',
          title: t('columns.price'),
          hideable: true,
          render: (lookup) => priceText(lookup.value),
        }
      : {
          key: 'value',
          title: t('columns.value'),
          hideable: true,
          defaultHidden: true,
          ellipsis: true,
          render: (lookup) => lookup.value ?? '',
        },
    {
      key: 'isActive',
      title: t('columns.isActive'),
      hideable: true,
      filter: { type: 'boolean', operators: ['equals'] },
      render: (lookup) => <LookupStatusBadge active={lookup.isActive} />,
    },
    {
      key: 'sortOrder',
      title: t('columns.sortOrder'),
      sortField: 'sortOrder',
      firstDirection: 'asc',
      hideable: true,
      render: (lookup) => format.number(lookup.sortOrder),
    },
  ];
  return fixedType ? columns.filter((column) => column.key !== 'type') : columns;
}
