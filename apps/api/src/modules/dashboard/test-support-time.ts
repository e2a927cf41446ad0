/** An instant given as Riyadh wall-clock time (UTC+3, no daylight saving). */
export const riyadh = (local: string) => new Date(`${local}+03:00`);
