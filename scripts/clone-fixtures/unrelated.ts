// A fixture for scripts/check-clones.mjs: shares only short idioms with the other two.
type Row = { id: string; amount: number };

export function largest(rows: Row[]) {
  const sorted = [...rows].sort((a, b) => b.amount - a.amount);
  return sorted[0]?.id ?? null;
}

export function ids(rows: Row[]) {
  return rows.filter((row) => row.amount > 0).map((row) => row.id);
}
