// The shape of the personal-data catalogue (catalogue.ts) and the few helpers that read it.

/**
 * What becomes of a personal column when its person is erased: `first` and `last` become the
 * two halves of "Deleted person 7f3a", `name` the whole marker, `email` deleted-<id>@invalid,
 * `blank` an empty text (a required column), `null` nothing, `off` false (a consent), `kept`
 * stays as it is (a record the law keeps), `row` goes with its row.
 */
export type ErasedAs =
  'first' | 'last' | 'name' | 'email' | 'blank' | 'null' | 'off' | 'kept' | 'row';

/**
 * Why a column is not personal, in one word. `secret` and `others` also never leave in an
 * archive: a password or token hash, or what belongs to the record changed (often someone else).
 */
export type NotPersonal =
  | 'key'
  | 'reference'
  | 'time'
  | 'state'
  | 'money'
  | 'setting'
  | 'access'
  | 'company'
  | 'fleet'
  | 'content'
  | 'operations'
  | 'workshop'
  | 'operator'
  | 'queue'
  | 'attachment'
  | 'secret'
  | 'others';

export type ColumnUse = { personal: ErasedAs } | { notPersonal: NotPersonal };

/** How the person's rows of a table are found, from the column that leads to them. */
export type Reach =
  | { by: 'email'; column: string }
  | { by: 'user' | 'customer' | 'reservation' | 'rental' | 'payment'; column: string }
  | { by: 'actor' };

/**
 * What erasure does with the person's rows: `anonymise` (identity rows, kept as anonymous
 * stand-ins other records point at), `delete`, `keep` (records the law keeps, their personal
 * columns treated by their rule) or `documents` (stored documents: deleted with their files,
 * signed contracts kept).
 */
export type Erasure = 'anonymise' | 'delete' | 'keep' | 'documents';

export type TableEntry = {
  /** The archive's name for these rows (`<company>/<kind>.csv`); null: not exported. */
  kind: string | null;
  reach: Reach | null;
  erasure: Erasure | null;
  /** The company's tables are read in its row level security scope; the others once. */
  scope: 'company' | 'platform';
  columns: Record<string, ColumnUse>;
  /**
   * Text columns of other people's rows that may name the person (a staff member's notification
   * about their booking): erasure replaces their name, e-mail and phone there with the marker.
   */
  mentions?: string[];
  /**
   * A queue whose finished items keep what they were about (a mail's recipient): erasure
   * deletes the finished ones whose `column` names the person; those still to run stay.
   */
  finished?: { column: string; statuses: string[] };
  /** What erasure also sets that is not personal: sign-in turned off, a card token dropped. */
  alsoSets?: Record<string, string | null>;
};

type Rules = Partial<Record<NotPersonal, string>>;

/** One table's entry: personal columns by rule, the others as space-separated names by reason. */
export function entry(
  head: Omit<TableEntry, 'columns'>,
  personal: Record<string, ErasedAs>,
  other: Rules,
): TableEntry {
  const columns: Record<string, ColumnUse> = {};
  for (const [column, rule] of Object.entries(personal)) columns[column] = { personal: rule };
  for (const [reason, names] of Object.entries(other) as [NotPersonal, string][]) {
    for (const column of names.split(' ')) columns[column] = { notPersonal: reason };
  }
  return { ...head, columns };
}

/** A table that holds nothing of any person: every column with its reason. */
export const nothingPersonal = (
  other: Rules,
  scope: TableEntry['scope'] = 'company',
  finished?: TableEntry['finished'],
) =>
  entry(
    { kind: null, reach: null, erasure: null, scope, ...(finished ? { finished } : {}) },
    {},
    other,
  );

/** Whether a column's values leave in a person's archive (its row being theirs). */
export const exported = (use: ColumnUse) =>
  'personal' in use || (use.notPersonal !== 'secret' && use.notPersonal !== 'others');
