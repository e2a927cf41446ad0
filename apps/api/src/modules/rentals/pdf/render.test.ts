import { describe, expect, it } from 'vitest';
import { pdfText, rentalFixture } from './test-support.ts';
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
});
