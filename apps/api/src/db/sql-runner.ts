// A raw SQL runner over either engine, used for migrations, security setup and tests.
export type SqlRunner = <Row = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<Row[]>;
