import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuProps } from './deferred-menu.tsx';
import { schemes, ThemeButton } from './theme-switch.tsx';

export function ThemeMenu({ defaultOpened, autoFocus }: MenuProps) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <ThemeButton autoFocus={autoFocus} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('theme.label')}</Menu.Label>
        {schemes.map(({ value, Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={value === colorScheme ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={value === colorScheme ? 'true' : undefined}
            onClick={() => setColorScheme(value)}
          >
            {t(`theme.${value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
