// The lookup lists every form reads (insurance options, extras, the types) change a few times
// a year: fresh for 15 minutes, kept 30 minutes after the last screen using them has closed. A
// change made in the app refreshes them at once (save-lookup.ts).
export const lookupCaching = { staleTime: 15 * 60_000, gcTime: 30 * 60_000 } as const;
