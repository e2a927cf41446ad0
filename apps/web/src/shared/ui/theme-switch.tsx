import {
  ActionIcon,
  useMantineColorScheme,
  type ActionIconProps,
  type MantineColorScheme,
} from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredModule } from '../lib/deferred-module.ts';
import { DeferredMenu } from './deferred-menu.tsx';

export const schemes: { value: MantineColorScheme; Icon: typeof IconSun }[] = [
  { value: 'light', Icon: IconSun },
  { value: 'dark', Icon: IconMoon },
  { value: 'auto', Icon: IconDeviceDesktop },
];

const themeMenu = deferredModule(async () => (await import('./theme-menu.tsx')).ThemeMenu);

export function ThemeSwitch() {
  return <DeferredMenu menu={themeMenu} button={<ThemeButton />} />;
}

export function ThemeButton(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { colorScheme } = useMantineColorScheme();
  const current = schemes.find((s) => s.value === colorScheme) ?? schemes[2]!;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('theme.change', { scheme: t(`theme.${current.value}`) })}
      {...props}
    >
      <current.Icon size={20} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
