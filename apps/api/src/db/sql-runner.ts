// A raw SQL runner over either engine: migrations, security setup, the per-request principal
// lookup and tests.
export type SqlRunner = <Row = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<Row[]>;
