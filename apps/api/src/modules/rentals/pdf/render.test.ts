import { defaultRentalPolicy } from '@motorpool/domain/schemas/company-settings';
import { describe, expect, it } from 'vitest';
import { pdfText, rentalFixture } from './test-support.ts';
import { dayCount } from './labels.ts';
import { renderRentalPdf } from './render.ts';

const company = { name: 'Motorpool Demo Rentals', timeZone: 'Asia/Riyadh', currency: 'SAR' };

const render = (kind: 'contract' | 'receipt', language: 'en' | 'ar') =>
  renderRentalPdf({ rental: rentalFixture(), kind, language, company, signatures: {} });

// Words are compared without their order, Arabic presentation forms folded back. (pdftotext
// reads a few ligatures, e.g. يـر, with their letters swapped: the words checked have none.)
const words = (text: string) => new Set(text.normalize('NFKC').split(/\s+/).filter(Boolean));

describe('rental PDFs', () => {
  it('renders the contract with the numbers, the pricing and the times in the company zone', async () => {
    const pdf = await render('contract', 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    if (text === null) return;
    expect(text).toContain('RNT-000042');
    expect(text).toContain('RES-000107');
    expect(text).toContain('931.50 SAR');
    expect(text).toContain('ABC 1234');
    // 10:00 UTC is 13:00 in Riyadh
    expect(text).toContain('3 Jun 2030, 13:00');
    expect(text).toContain('Light scratch below the handle');
  });

  it('renders the receipt with the charges and what bought insurance waived', async () => {
    const text = pdfText(await render('receipt', 'en'));
    if (text === null) return;
    expect(text).toContain('Rental receipt');
    expect(text).toContain('82 km over the 600 km allowance');
    expect(text).toContain('Waived: Full cover');
    expect(text).toContain('1,047.65 SAR');
  });

  it('renders Arabic with searchable Arabic labels and the plate kept left to right', async () => {
    for (const kind of ['contract', 'receipt'] as const) {
      const pdf = await render(kind, 'ar');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      if (text === null) continue;
      const found = words(text);
      expect(found.has('رقم')).toBe(true);
      expect(found.has(kind === 'contract' ? 'عقد' : 'إيصال')).toBe(true);
      expect(text).toContain('RNT-000042');
      expect(text).toContain('ABC 1234');
    }
  });

  it('names the car once, with its plate apart', async () => {
    const text = pdfText(await render('contract', 'en'));
    if (text === null) return;
    expect(text.match(/Camry/g)).toHaveLength(1);
  });

  it('counts days in Arabic with the number agreeing', () => {
    expect([1, 2, 3, 10, 11, 99, 100, 103].map((n) => dayCount(n, 'ar'))).toEqual([
      'يوم واحد',
      'يومان',
      '\u20663\u2069 أيام',
      '\u206610\u2069 أيام',
      '\u206611\u2069 يومًا',
      '\u206699\u2069 يومًا',
      '\u2066100\u2069 يوم',
      '\u2066103\u2069 أيام',
    ]);
    expect([1, 3].map((n) => dayCount(n, 'en'))).toEqual([
      '\u20661\u2069 day',
      '\u20663\u2069 days',
    ]);
  });

  it("prints the company's rental terms on the contract, as they apply to the car", async () => {
    const policy = {
      ...defaultRentalPolicy,
      kmAllowancePerDay: { midsize: 300 },
      excessKmRate: 150,
      refuellingRatePer10Percent: 3000,
    };
    const pdf = await renderRentalPdf({
      rental: rentalFixture(),
      kind: 'contract',
      language: 'en',
      company,
      policy,
      signatures: {},
    });
    const text = pdfText(pdf);
    if (text === null) return;
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Rental terms');
    expect(flat).toContain('300 km a day are included; each further kilometre costs 1.50 SAR.');
    expect(flat).toContain('costs 30.00 SAR per started 10 % of the tank');
    expect(flat).toContain('A return more than 59 minutes after the return time');
  });
});
