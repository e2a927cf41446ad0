import { readLocal, removeLocal, writeLocal } from '../../../shared/storage/local-storage.ts';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';

export const maxRecentSearches = 8;

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(storageKeys.recentSearches) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((v): v is string => typeof v === 'string').slice(0, maxRecentSearches)
      : [];
  } catch {
    return [];
  }
}

// Newest first, no duplicates (case-insensitive), the last eight kept.
export function addRecentSearch(query: string): string[] {
  const q = query.trim();
  if (!q) return readRecentSearches();
  const next = [
    q,
    ...readRecentSearches().filter((r) => r.toLowerCase() !== q.toLowerCase()),
  ].slice(0, maxRecentSearches);
  writeLocal(storageKeys.recentSearches, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(): void {
  removeLocal(storageKeys.recentSearches);
}
