import type { TFunction } from 'i18next';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

// A real calendar day written YYYY-MM-DD (not 2025-02-30), or nothing.
function validDay(value: string | null | undefined): string | null {
  const match = value ? isoDay.exec(value) : null;
  if (!match) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() + 1 === Number(match[2]) &&
    date.getUTCDate() === Number(match[3])
    ? value!
    : null;
}

/** "Last updated: 15 Jan 2025", or "Last updated: Unknown" when the document has no valid date. */
export function lastUpdatedLabel(
  day: string | null | undefined,
  formatDay: (iso: string) => string,
  t: TFunction<'legal'>,
): string {
  const valid = validDay(day);
  return t('lastUpdated', { date: valid ? formatDay(valid) : t('unknownDate') });
}
