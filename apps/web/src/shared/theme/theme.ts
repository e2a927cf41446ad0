import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { storageKeys } from '../storage/storage-keys.ts';

const fontFamily =
  "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

// Mantine's orange, with the darker shades deepened so white text on a filled button and orange
// links on white both reach WCAG AA contrast (shade 8 on white is 5.2:1).
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#ea580c',
  '#c2410c',
  '#9a3412',
];

// Light badges and buttons print shade 6 on a pale tint, below AA contrast for green, red and
// grey: print their text in the scale's darkest shade, deepened (light) or its palest (dark).
const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return defaults;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor) return defaults;
  return {
    ...defaults,
    color: `light-dark(color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 25%), var(--mantine-color-${parsed.color}-2))`,
  };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'orange',
  primaryShade: { light: 8, dark: 8 },
  colors: { orange },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Modals, menus and popovers open without animation for people who asked for less motion.
  respectReducedMotion: true,
  components: {
    // Mantine's toast text grey is below AA contrast: use the (adjusted) dimmed colour.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

// Mantine's default "dimmed" grey and error red are below AA contrast; use deeper shades.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });
