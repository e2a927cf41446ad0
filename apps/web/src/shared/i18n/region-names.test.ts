import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, timeZoneLabel, timeZoneOptions } from './region-names.ts';

const codes = ['SA', 'AE', 'EG', 'DE', 'SA'];

describe('countries in the reader language', () => {
  it('names and sorts them in English, once each', () => {
    expect(countryOptions(codes, 'en-US')).toEqual([
      { value: 'EG', label: 'Egypt' },
      { value: 'DE', label: 'Germany' },
      { value: 'SA', label: 'Saudi Arabia' },
      { value: 'AE', label: 'United Arab Emirates' },
    ]);
  });

  it('names and sorts them in Arabic, keeping the codes', () => {
    expect(countryOptions(codes, 'ar')).toEqual([
      { value: 'AE', label: 'الإمارات العربية المتحدة' },
      { value: 'DE', label: 'ألمانيا' },
      { value: 'SA', label: 'المملكة العربية السعودية' },
      { value: 'EG', label: 'مصر' },
    ]);
  });

  it('shows a code no language names as it is', () => {
    expect(countryName('SA', 'ar')).toBe('المملكة العربية السعودية');
    expect(countryName('not a code', 'en-US')).toBe('not a code');
  });
});

describe('time zones in the reader language', () => {
  it('gives the long name, the offset and the id', () => {
    expect(timeZoneLabel('Asia/Riyadh', 'en-US')).toBe(
      'Arabian Standard Time (GMT+03:00) · \u2066Asia/Riyadh\u2069',
    );
    expect(timeZoneLabel('Asia/Riyadh', 'ar')).toBe(
      'التوقيت العربي الرسمي (غرينتش+03:00) · \u2066Asia/Riyadh\u2069',
    );
  });

  it('does not say the offset twice for a zone without a name', () => {
    expect(timeZoneLabel('UTC', 'en-US')).toMatch(/^GMT(\+00:00)? · \u2066UTC\u2069$/);
  });

  it('sorts the whole list by the Arabic name, never by the id', () => {
    const zones = timeZoneOptions('ar');
    const labels = zones.map((zone) => zone.label);
    const collator = new Intl.Collator('ar');
    expect(labels).toEqual([...labels].sort(collator.compare));
    expect(labels[0]).not.toMatch(/^Africa\//);
    expect(zones.find((zone) => zone.value === 'Asia/Dubai')?.label).toBe(
      'توقيت الخليج (غرينتش+04:00) · \u2066Asia/Dubai\u2069',
    );
  });

  it('keeps a stored zone the browser does not list', () => {
    const zones = timeZoneOptions('en-US', 'Etc/Unknown');
    expect(zones[0]).toEqual({ value: 'Etc/Unknown', label: 'Etc/Unknown' });
    expect(timeZoneOptions('en-US', 'Asia/Riyadh')[0]?.value).not.toBe('Asia/Riyadh');
  });
});
