// Relevance of a record to a search text, computed in SQL: exact matches first, then
// prefixes, then text containing the query, then similar text (pg_trgm, for typos).
import { type SQL, sql } from 'drizzle-orm';

// LIKE patterns match the text literally: %, _ and the escape character itself are escaped.
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Below this pg_trgm word similarity a record that does not contain the query is left out. */
export const similarityThreshold = 0.35;

export type Match = { where: SQL; score: SQL<number> };

/**
 * `fields` are lower-cased SQL expressions (null allowed); `text` is the user's query.
 * Score 1 for an exact match; 0.8-1 for a field that starts with it, 0.7-0.9 for a word that
 * starts with it, 0.5-0.7 for text containing it; below 0.5 similar text only.
 */
export function match(fields: SQL[], text: string): Match {
  const q = text.trim().toLowerCase();
  const any = (build: (field: SQL) => SQL) =>
    sql.join(
      fields.map((f) => sql`coalesce(${build(f)}, false)`),
      sql` or `,
    );
  const exact = any((f) => sql`${f} = ${q}`);
  const prefix = any((f) => sql`${f} like ${`${literal(q)}%`} escape '\\'`);
  const wordPrefix = any((f) => sql`${f} like ${`% ${literal(q)}%`} escape '\\'`);
  const contains = any((f) => sql`${f} like ${`%${literal(q)}%`} escape '\\'`);
  const similarity = sql`greatest(${sql.join(
    fields.map((f) => sql`coalesce(word_similarity(${q}, ${f}), 0)`),
    sql`, `,
  )})`;
  const score = sql<number>`(case
    when ${exact} then 1.0
    when ${prefix} then 0.8 + 0.2 * ${similarity}
    when ${wordPrefix} then 0.7 + 0.2 * ${similarity}
    when ${contains} then 0.5 + 0.2 * ${similarity}
    else 0.5 * ${similarity} end)::float8`;
  const where = sql`((${contains}) or ${similarity} >= ${similarityThreshold})`;
  return { where, score };
}
