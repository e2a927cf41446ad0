import type { KpiUnit } from '@motorpool/domain/schemas/dashboard';

type Formatter = {
  number: (value: number) => string;
  money: (minor: number, currency: string) => string;
  locale: string;
};

const oneDecimal = (locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A KPI's integer as the reader reads it: basis points as a percent, tenths with one decimal. */
export function formatKpi(value: number, unit: KpiUnit, currency: string, f: Formatter): string {
  switch (unit) {
    case 'bp':
      return new Intl.NumberFormat(f.locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value / 10_000);
    case 'money':
      return f.money(value, currency);
    case 'tenthDays':
    case 'tenthMonths':
      return oneDecimal(f.locale).format(value / 10);
    case 'count':
    case 'km':
      return f.number(value);
  }
}

export type KpiChange = { direction: 'up' | 'down' | 'same' | 'none'; amount: string };

/**
 * The change against the previous period: for rates the difference in percentage points, for
 * every other figure the relative change in percent; none when either period has no figure.
 */
export function kpiChange(
  value: number | null,
  previous: number | null,
  unit: KpiUnit,
  locale: string,
): KpiChange {
  if (value === null || previous === null) return { direction: 'none', amount: '' };
  if (value === previous) return { direction: 'same', amount: '' };
  const direction = value > previous ? 'up' : 'down';
  if (unit === 'bp') {
    const points = Math.abs(value - previous) / 100;
    return { direction, amount: oneDecimal(locale).format(points) };
  }
  if (previous === 0) return { direction, amount: '' };
  const ratio = Math.abs(value - previous) / Math.abs(previous);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return { direction, amount: percent.format(ratio) };
}
