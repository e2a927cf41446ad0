// The archive's summary.txt: which companies hold what about the person, how many of each kind,
// and what the archive's files are, in the person's language.
import type { Language } from '@motorpool/domain/locale-lists';
import { kindLabel, personDataTexts } from './texts.ts';

/** One company's (or, with no name, the platform's) part of the archive. */
export type SummarySection = {
  name: string | null;
  folder: string;
  counts: { kind: string; count: number }[];
  files: number;
};

export function archiveSummary(
  language: Language,
  email: string,
  now: Date,
  sections: readonly SummarySection[],
): string {
  const t = personDataTexts(language).summary;
  const lines = [
    t.title,
    `${t.email}: ${email}`,
    `${t.prepared}: ${now.toISOString().slice(0, 10)} (UTC)`,
    '',
  ];
  if (sections.length === 0) lines.push(t.nothing, '');
  for (const section of sections) {
    lines.push(`${section.name ?? t.platform} (${section.folder}/)`);
    for (const { kind, count } of section.counts) {
      lines.push(`  - ${kindLabel(kind, language)}: ${count} (${kind}.csv)`);
    }
    if (section.files > 0) lines.push(`  - ${t.documents(section.files)} (files/)`);
    lines.push('');
  }
  lines.push(t.filesHeading, `  ${t.dataJson}`, `  ${t.csv}`, `  ${t.files}`, '');
  return lines.join('\n');
}
