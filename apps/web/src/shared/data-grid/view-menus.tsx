import { ActionIcon, Checkbox, Menu, Stack, Tooltip } from '@mantine/core';
import { IconColumns3, IconLayoutRows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { densities, type Density } from './types.ts';

type ColumnChoice = { key: string; title: string; hideable: boolean };

// Which columns show (a column that cannot be hidden is listed, checked and locked).
export function ColumnsMenu({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly ColumnChoice[];
  hidden: readonly string[];
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation('grid');
  return (
    <Menu position="bottom-end" shadow="md" closeOnItemClick={false}>
      <Menu.Target>
        <Tooltip label={t('columns.button')}>
          <ActionIcon variant="default" size="lg" aria-label={t('columns.button')}>
            <IconColumns3 size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('columns.title')}</Menu.Label>
        <Stack gap="xs" p="xs">
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              label={column.title}
              checked={!hidden.includes(column.key)}
              disabled={!column.hideable}
              onChange={() => onToggle(column.key)}
            />
          ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}

export function DensityMenu({
  density,
  onChange,
}: {
  density: Density;
  onChange: (density: Density) => void;
}) {
  const { t } = useTranslation('grid');
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Tooltip label={t('density.button')}>
          <ActionIcon variant="default" size="lg" aria-label={t('density.button')}>
            <IconLayoutRows size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('density.button')}</Menu.Label>
        {densities.map((option) => (
          <Menu.Item
            key={option}
            role="menuitemradio"
            aria-checked={option === density}
            fw={option === density ? 700 : undefined}
            onClick={() => onChange(option)}
          >
            {t(`density.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
