import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { createTheme, mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import {
  brandPalette,
  isHexColor,
  productColor,
  readsWithWhiteText,
  whiteTextLuminanceLimit,
} from './brand-palette.ts';
import { theme } from './theme.ts';

// The company's primary colour, known once GET /tenants/current has answered: the providers sit
// above the tenant gate, so the gate hands the colour up through this store.
let brandColor: string | null = null;
const listeners = new Set<() => void>();

// The product's own colour (what a company that chose none reads back) keeps the product's
// theme, whose orange is deepened for contrast (theme.ts).
function setBrandColor(color: string | null): void {
  const hex = color && isHexColor(color) ? color.toLowerCase() : null;
  const next = hex === productColor ? null : hex;
  if (next === brandColor) return;
  brandColor = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Paints the app in `color` while mounted (null: the product's orange).
export function useApplyBrandColor(color: string | null): void {
  useLayoutEffect(() => {
    setBrandColor(color);
    return () => setBrandColor(null);
  }, [color]);
}

// The theme with the company's colour as primary colour; text on a pale colour turns dark so
// filled buttons stay readable.
export function brandTheme(color: string | null): MantineThemeOverride {
  if (!color) return theme;
  return mergeThemeOverrides(
    theme,
    createTheme({
      primaryColor: 'brand',
      colors: { brand: brandPalette(color) },
      ...(readsWithWhiteText(color)
        ? {}
        : { autoContrast: true, luminanceThreshold: whiteTextLuminanceLimit }),
    }),
  );
}

export function useBrandTheme(): MantineThemeOverride {
  const color = useSyncExternalStore(subscribe, () => brandColor);
  return useMemo(() => brandTheme(color), [color]);
}
