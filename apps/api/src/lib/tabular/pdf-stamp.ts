// When the export was made, as its reader's company tells time: "24 Nov 2026, 21:50
// (Asia/Riyadh)". Digits stay Latin in Arabic too, like the rest of the table.
export function generatedStamp(at: Date, language: 'en' | 'ar', timeZone = 'UTC'): string {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : 'en-GB';
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const text = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} (${zone})`;
}
