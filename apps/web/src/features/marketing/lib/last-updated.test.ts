import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../../../shared/i18n/i18n.ts';
import { lastUpdatedLabel } from './last-updated.ts';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

beforeEach(async () => {
  initI18n();
  await loadNamespaces('legal');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the last-updated label', () => {
  it('shows the date the document took effect', () => {
    expect(lastUpdatedLabel('2025-01-15', day, i18n.getFixedT('en', 'legal'))).toBe(
      'Last updated: 15 January 2025',
    );
  });

  it('reads Unknown when the document has no date, or no real one', () => {
    const t = i18n.getFixedT('en', 'legal');
    for (const missing of [null, undefined, '', 'soon', '2025-02-30', '2025-1-5']) {
      expect(lastUpdatedLabel(missing, day, t)).toBe('Last updated: Unknown');
    }
  });

  it('says so in Arabic too', () => {
    const t = i18n.getFixedT('ar', 'legal');
    expect(lastUpdatedLabel(null, day, t)).toBe('آخر تحديث: غير معروف');
    expect(lastUpdatedLabel('2025-01-15', () => '١٥ يناير ٢٠٢٥', t)).toBe(
      'آخر تحديث: ١٥ يناير ٢٠٢٥',
    );
  });
});
