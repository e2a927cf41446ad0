import type { MantineColorsTuple } from '@mantine/core';

// The shade Mantine paints filled buttons, links and marks with (theme.ts primaryShade): a
// company's colour sits there exactly, so its buttons are the colour it chose.
export const brandShade = 8;

// The colour a company that chose none reads back (the domain's defaultPrimaryColor, kept out of
// the first pages' bundle with the schemas around it).
export const productColor = '#fd7e14';

const hexPattern = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return hexPattern.test(value);
}

type Hsl = { h: number; s: number; l: number };

function toHsl(hex: string): Hsl {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  const part = (v: number) =>
    Math.round(Math.min(1, Math.max(0, v + m)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

// Ten shades from one colour, palest first, the colour itself at brandShade: the paler ones
// step evenly in lightness towards a near-white tint of the same hue, the last one is deeper.
// The first pages' copy paints with the same steps (static-shell/shell-script.js).
export function brandPalette(hex: string): MantineColorsTuple {
  const base = hex.toLowerCase();
  const { h, s, l } = toHsl(base);
  const palest = Math.max(l, 0.96);
  const shades = Array.from({ length: 10 }, (_, index) => {
    if (index === brandShade) return base;
    if (index > brandShade) return toHex({ h, s, l: l * 0.8 });
    return toHex({ h, s, l: l + ((palest - l) * (brandShade - index)) / brandShade });
  });
  return shades as unknown as MantineColorsTuple;
}

// WCAG relative luminance; white text on the colour reaches AA (4.5:1) below 0.183.
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const whiteTextLuminanceLimit = 0.183;

export function readsWithWhiteText(hex: string): boolean {
  return relativeLuminance(hex) < whiteTextLuminanceLimit;
}
