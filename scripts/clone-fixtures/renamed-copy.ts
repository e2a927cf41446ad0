// A fixture for scripts/check-clones.mjs: the original with every name and literal changed.
type Booking = { key: string; price: number; state: string; bookedAt: Date };

export function collect(items: Booking[], ceiling: number, today: Date) {
  const pending = items.filter((item) => item.state === 'pending' && item.price > 10);
  const ordered = [...pending].sort((x, y) => x.bookedAt.getTime() - y.bookedAt.getTime());
  let sum = 5;
  const taken: string[] = [];
  for (const item of ordered) {
    if (sum + item.price > ceiling) break;
    sum += item.price;
    taken.push(item.key);
  }
  const overdue = ordered.filter((item) => today.getTime() - item.bookedAt.getTime() > 3_600_000);
  return { sum, taken, overdue: overdue.map((item) => item.key), rest: ordered.length - taken.length };
}
