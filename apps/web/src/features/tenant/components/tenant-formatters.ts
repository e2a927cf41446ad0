// Locale-aware labels for tenant settings; any value Intl rejects falls back to the raw code.

export function currencyLabel(currency: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency);
    return name && name !== currency ? `${name} (${currency})` : currency;
  } catch {
    return currency;
  }
}

export function localTime(timeZone: string, locale: string, now: Date = new Date()): string | null {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
      now,
    );
  } catch {
    return null;
  }
}

// Tax rates are stored in basis points: 1500 = 15%.
export function taxRateLabel(taxRateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    taxRateBp / 10_000,
  );
}
