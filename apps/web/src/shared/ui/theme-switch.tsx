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
  if (use(StaticCopyContext)) {
    // The saved choice is in the visitor's storage: the copy's script shows its icon and label.
    const labels = Object.fromEntries(schemes.map(({ value }) => [value, label(value)]));
    return (
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label('auto')}
        data-scheme-labels={JSON.stringify(labels)}
        {...props}
      >
        {schemes.map(({ value, Icon }) => (
          <Icon
            key={value}
            size={20}
            stroke={1.6}
            aria-hidden
            data-scheme={value}
            style={value === 'auto' ? undefined : { display: 'none' }}
          />
        ))}
      </ActionIcon>
    );
  }
  return (
    <ActionIcon variant="default" size="lg" aria-label={label(current.value)} {...props}>
      <current.Icon size={20} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
