import { api } from './client.ts';

// Public reads a page is known to make, started before React renders (app/first-page.ts) so
// they travel alongside the page's code; the page's first query takes its answer over, and a
// later one (a refetch, a retry) asks again.
const early = new Map<string, Promise<unknown>>();

export function requestEarly(path: string): void {
  if (early.has(path)) return;
  const request = api.get<unknown>(path);
  request.catch(() => undefined);
  early.set(path, request);
}

export function takeEarly<T>(path: string): Promise<T> | undefined {
  const request = early.get(path);
  early.delete(path);
  return request as Promise<T> | undefined;
}
