// Import files name columns and values as an export wrote them, in either language, or by
// their field names: one lenient key for all of these.
import type { Language } from '@motorpool/domain/locale-lists';

export type Label = Record<Language, string>;

/** Case, spaces, dashes, underscores and a trailing "(unit)" do not matter. */
export const labelKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\(.*\)$/, '')
    .replace(/[\s_-]+/g, '');

/** Each name found by itself or by its label in either language. */
export function namesByLabel<N extends string>(labels: Record<N, Label>): Map<string, N> {
  return new Map(
    (Object.entries(labels) as [N, Label][]).flatMap(([name, label]) => [
      [labelKey(name), name] as const,
      [labelKey(label.en), name] as const,
      [labelKey(label.ar), name] as const,
    ]),
  );
}
