import { useLayoutEffect, useRef } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GridSort } from './types.ts';
import classes from './data-grid.module.css';

type Props = { title: string; field: string; sort: GridSort; onSort: (field: string) => void };

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

// A sortable column's title as a real button; its header cell announces the direction.
// mantine-datatable renders the <th> and offers no way to set its attributes, so aria-sort is
// written onto it from here.
export function SortHeader({ title, field, sort, onSort }: Props) {
  const { t } = useTranslation('grid');
  const ref = useRef<HTMLButtonElement>(null);
  const active = sort.field === field;
  const state = active ? ariaSort[sort.direction] : 'none';

  useLayoutEffect(() => {
    ref.current?.closest('th')?.setAttribute('aria-sort', state);
  }, [state]);

  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      ref={ref}
      className={classes.sortButton}
      aria-label={t('sortBy', { column: title })}
      onClick={() => onSort(field)}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <span>{title}</span>
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.45} />
      </Group>
    </UnstyledButton>
  );
}
