// A fixture for scripts/check-clones.mjs: the original of a copy made with other names.
type Row = { id: string; amount: number; status: string; createdAt: Date };

export function settle(rows: Row[], limit: number, now: Date) {
  const open = rows.filter((row) => row.status === 'open' && row.amount > 0);
  const sorted = [...open].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let total = 0;
  const settled: string[] = [];
  for (const row of sorted) {
    if (total + row.amount > limit) break;
    total += row.amount;
    settled.push(row.id);
  }
  const late = sorted.filter((row) => now.getTime() - row.createdAt.getTime() > 86_400_000);
  return { total, settled, late: late.map((row) => row.id), left: sorted.length - settled.length };
}
