import { describe, expect, it } from 'vitest';
import { defaultPrimaryColor } from '@motorpool/domain/schemas/company-settings';
import {
  brandPalette,
  brandShade,
  productColor,
  readsWithWhiteText,
  relativeLuminance,
} from './brand-palette.ts';

describe('brand palette', () => {
  it('puts the chosen colour itself at the shade filled buttons use, paler shades before it, a deeper one after', () => {
    const shades = brandPalette('#1D4ED8');
    expect(shades).toHaveLength(10);
    expect(shades[brandShade]).toBe('#1d4ed8');
    const luminances = shades.map(relativeLuminance);
    for (let i = 1; i < luminances.length; i += 1) {
      expect(luminances[i]).toBeLessThan(luminances[i - 1]!);
    }
    expect(luminances[0]).toBeGreaterThan(0.8);
  });

  it('tells a colour white text reads on from a pale one', () => {
    expect(readsWithWhiteText('#1d4ed8')).toBe(true);
    expect(readsWithWhiteText('#ffd43b')).toBe(false);
  });

  it("knows the domain's default colour as the product's own", () => {
    expect(productColor).toBe(defaultPrimaryColor);
  });
});
