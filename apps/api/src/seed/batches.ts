// Seed rows go in by batches: a batch of ~30 columns a row stays well under PostgreSQL's
// 65,535 bind parameters at 1,000 rows.
export const seedBatch = 1_000;

export const chunks = <T>(rows: T[], size = seedBatch) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );
