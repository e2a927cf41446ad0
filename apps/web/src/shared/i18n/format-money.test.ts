import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';
import { formatFileSize, formatKilometres } from './format-units.ts';

const LRI = '\u2066';
const PDI = '\u2069';

describe('money formatter', () => {
  it('formats integer minor units with the currency own exponent', () => {
    expect(formatMoney(149_000, 'USD', 'en-US')).toBe('$1,490.00');
    expect(formatMoney(1_500, 'KWD', 'en-US')).toBe('KWD\u00a01.500');
    expect(formatMoney(149_000, 'USD', 'en-US', { stripWholeDecimals: true })).toBe('$1,490');
  });

  it('keeps a Latin currency symbol whole inside Arabic text, so it never reads "$US"', () => {
    const text = formatMoney(149_000, 'USD', 'ar', { stripWholeDecimals: true });
    expect(text).toContain(`${LRI}US$${PDI}`);
    expect(text).toContain('1,490');
    expect(text).not.toMatch(/\$US/);
  });
});

describe('unit formatters', () => {
  it('writes bytes with a symbol, not the word "byte"', () => {
    expect(formatFileSize(702, 'en-US')).toBe('702\u00a0B');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5\u00a0kB');
    expect(formatFileSize(702, 'ar')).not.toMatch(/byte/i);
  });

  it('keeps kilometres on one line with the number', () => {
    expect(formatKilometres(131_286, 'en-US')).toBe('131,286\u00a0km');
    expect(formatKilometres(131_286, 'ar')).not.toContain(' ');
  });
});
