// The keys every resource with a list and records has: `all` (everything of it, what signing
// out or a broad change clears), its lists by query, and each record by id. A resource's own
// factory adds what only it has (a record's activity, its documents) under these.
export function entityKeys<const Root extends string>(root: Root) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (query: string) => [...lists(), query] as const,
    details,
    detail: (id: string) => [...details(), id] as const,
  };
}

/** A record's API path and what follows it: `/branches/{id}/stats`. */
export const entityPath =
  (base: string) =>
  (id: string, rest = '') =>
    `${base}/${encodeURIComponent(id)}${rest}`;
