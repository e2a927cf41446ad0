const NBSP = '\u00a0';

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

// Keeps a number and its unit on one line: a wrap between them reads as two values.
function joinUnbreakable(parts: Intl.NumberFormatPart[]): string {
  return parts
    .map((part) => (part.type === 'literal' ? part.value.replace(/ /g, NBSP) : part.value))
    .join('');
}

// 702 -> "702 B" ("702 بايت"), 1536 -> "1.5 kB": binary steps, at most one decimal.
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const options = (unitDisplay: 'short' | 'narrow') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: byteUnits[unit],
      unitDisplay,
      maximumFractionDigits: 1,
    });
  const short = options('short').formatToParts(value);
  // English spells the smallest unit out ("702 byte"); its symbol is "B".
  const spelledOut = short.some((part) => part.type === 'unit' && /^bytes?$/i.test(part.value));
  if (!spelledOut) return joinUnbreakable(short);
  const narrow = options('narrow').formatToParts(value);
  const number = narrow.filter((part) => part.type !== 'unit' && part.type !== 'literal');
  const symbol = narrow.find((part) => part.type === 'unit')?.value ?? 'B';
  return `${number.map((part) => part.value).join('')}${NBSP}${symbol}`;
}

// 131286 -> "131,286 km" ("131,286 كم"), never wrapping between the number and the unit.
export function formatKilometres(km: number, locale: string): string {
  return joinUnbreakable(
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).formatToParts(km),
  );
}
