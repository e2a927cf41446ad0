import {
  ActionIcon,
  useMantineColorScheme,
  type ActionIconProps,
  type MantineColorScheme,
} from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { use, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredModule } from '../lib/deferred-module.ts';
import { DeferredMenu } from './deferred-menu.tsx';
import { StaticCopyContext } from './static-copy-context.ts';

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
  const label = (value: MantineColorScheme) => t('theme.change', { scheme: t(`theme.${value}`) });
  // The static copy cannot know the visitor's saved choice: it carries every icon and label,
  // and the copy's script shows the saved one's.
  const staticCopy = use(StaticCopyContext);
  const labels = staticCopy
    ? JSON.stringify(Object.fromEntries(schemes.map(({ value }) => [value, label(value)])))
    : undefined;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label(current.value)}
      data-scheme-labels={labels}
      {...props}
    >
      {(staticCopy ? schemes : [current]).map(({ value, Icon }) => (
        <Icon
          key={value}
          size={20}
          stroke={1.6}
          aria-hidden
          data-scheme={staticCopy ? value : undefined}
          style={value === current.value ? undefined : { display: 'none' }}
        />
      ))}
    </ActionIcon>
  );
}
