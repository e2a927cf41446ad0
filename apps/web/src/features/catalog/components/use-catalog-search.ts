import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogSearch, readSearch, writeSearch } from './catalog-search.ts';

// The catalogue's search as the address holds it; a change pushes a history entry (Back
// returns to the previous filters) and goes back to the first page unless it moves the page.
export function useCatalogSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  // The router commits a new address in a transition, so a change made before it lands (pickup,
  // then return) must build on the last search written, not on what is on screen. That search
  // follows the address once the address shows the last write, or when nothing is waiting
  // (Back, a link); a commit of an older write in between is ignored. Refs change in effects
  // and handlers only: a render may be thrown away, or run with the previous address.
  const latest = useRef(search);
  const waiting = useRef<string | null>(null);
  useLayoutEffect(() => {
    const shown = writeSearch(search).toString();
    if (waiting.current !== null && waiting.current !== shown) return;
    waiting.current = null;
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (changes: Partial<CatalogSearch>) => {
      const next = { ...latest.current, page: 1, ...changes };
      latest.current = next;
      const written = writeSearch(next);
      // as the address will read back, so the comparison above ignores the order of keys
      waiting.current = writeSearch(readSearch(written)).toString();
      setParams(written);
    },
    [setParams],
  );
  const clear = useCallback(() => {
    latest.current = readSearch(new URLSearchParams());
    waiting.current = '';
    setParams(new URLSearchParams());
  }, [setParams]);
  return { search, update, clear };
}
