import { useMemo } from 'react';
import { useLanguage } from './use-language.ts';

// Countries and time zones are chosen by name in the reader's language and ordered as that
// language sorts; what is stored stays the ISO 3166-1 code or the IANA zone id.
export type NamedOption = { value: string; label: string };

const regionNames = new Map<string, Intl.DisplayNames>();
const zoneLists = new Map<string, NamedOption[]>();

function byLabel(options: NamedOption[], locale: string): NamedOption[] {
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryOptions(codes: readonly string[], locale: string): NamedOption[] {
  const unique = [...new Set(codes.filter(Boolean))];
  return byLabel(
    unique.map((code) => ({ value: code, label: countryName(code, locale) })),
    locale,
  );
}

function zonePart(zone: string, locale: string, style: 'longGeneric' | 'longOffset'): string {
  const format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style });
  return format.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

// "Arabian Standard Time (GMT+03:00) · Asia/Riyadh": the name says where, the offset (today's)
// how far from UTC, and the id tells apart the many zones that share one name.
export function timeZoneLabel(zone: string, locale: string): string {
  try {
    const name = zonePart(zone, locale, 'longGeneric');
    const offset = zonePart(zone, locale, 'longOffset');
    const head = !name || name === offset ? offset : `${name} (${offset})`;
    // the id is isolated as left-to-right text, so in Arabic the offset's closing bracket stays
    // with the offset instead of jumping to the Latin id beside it
    return head ? `${head} · \u2066${zone}\u2069` : zone;
  } catch {
    return zone;
  }
}

// Every zone the browser knows, and the one stored even when the list lacks it (some browsers
// leave out "UTC"). Built once per language: naming four hundred zones takes a moment.
export function timeZoneOptions(locale: string, current?: string | null): NamedOption[] {
  let zones = zoneLists.get(locale);
  if (!zones) {
    const ids = Intl.supportedValuesOf('timeZone');
    zones = byLabel(
      ids.map((zone) => ({ value: zone, label: timeZoneLabel(zone, locale) })),
      locale,
    );
    zoneLists.set(locale, zones);
  }
  if (!current || zones.some((zone) => zone.value === current)) return zones;
  return [{ value: current, label: timeZoneLabel(current, locale) }, ...zones];
}

export function useCountryOptions(codes: readonly string[]): NamedOption[] {
  const { config } = useLanguage();
  const key = codes.join(',');
  return useMemo(
    () => countryOptions(key ? key.split(',') : [], config.intlLocale),
    [key, config.intlLocale],
  );
}

export function useTimeZoneOptions(current?: string | null): NamedOption[] {
  const { config } = useLanguage();
  return useMemo(() => timeZoneOptions(config.intlLocale, current), [config.intlLocale, current]);
}
