import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// LIKE patterns match the text literally: %, _ and the escape character itself are escaped.
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const ilikeContains = (column: SQLWrapper, text: string): SQL =>
  sql`${column} ilike ${`%${likeLiteral(text)}%`} escape '\\'`;

export const ilikeStartsWith = (column: SQLWrapper, text: string): SQL =>
  sql`${column} ilike ${`${likeLiteral(text)}%`} escape '\\'`;

export const ilikeEndsWith = (column: SQLWrapper, text: string): SQL =>
  sql`${column} ilike ${`%${likeLiteral(text)}`} escape '\\'`;
