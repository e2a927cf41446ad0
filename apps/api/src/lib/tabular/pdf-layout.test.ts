import { describe, expect, it } from 'vitest';
import { columnWidths } from './pdf-columns.ts';
import { generatedStamp } from './pdf-stamp.ts';

// One point per character: widths read as character counts.
const measure = (text: string) => text.length;

describe('PDF column widths', () => {
  it('gives a code column room for the whole code, and long text the rest', () => {
    const headers = ['VIN', 'Branch code', 'Seats', 'Features'];
    const rows = [
      ['JTDBR32E720012345', 'RUH-OLAYA-01', '5', 'Air conditioning, Bluetooth, GPS navigation'],
      ['1HGCM82633A004352', 'DXB-01', '7', 'Bluetooth'],
    ];
    const widths = columnWidths(headers, rows, 200, measure);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(200);
    expect(widths[0]).toBeGreaterThanOrEqual('JTDBR32E720012345'.length);
    expect(widths[1]).toBeGreaterThanOrEqual('RUH-OLAYA-01'.length);
    expect(widths[3]).toBeGreaterThan(widths[2]!);
  });

  it('shares out a page too narrow for the longest words in proportion', () => {
    const widths = columnWidths(['A', 'B'], [['x'.repeat(100), 'y'.repeat(100)]], 100, measure);
    expect(widths[0]).toBeCloseTo(50);
    expect(widths[1]).toBeCloseTo(50);
  });
});

describe('PDF generation time', () => {
  it("is stated in the company's time zone, not UTC", () => {
    const at = new Date('2026-01-01T21:30:00Z');
    expect(generatedStamp(at, 'en', 'Asia/Riyadh')).toBe('2 Jan 2026, 00:30 (Asia/Riyadh)');
    const ar = generatedStamp(at, 'ar', 'Asia/Dubai');
    expect(ar).toContain('01:30');
    expect(ar).toContain('(Asia/Dubai)');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(generatedStamp(new Date('2026-01-01T21:30:00Z'), 'en', 'Mars/Olympus')).toBe(
      '1 Jan 2026, 21:30 (UTC)',
    );
  });
});
