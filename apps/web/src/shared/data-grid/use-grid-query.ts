import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridQuery } from './types.ts';
import { parseGridQuery, writeGridQuery, type GridSchema } from './url-state.ts';

export type GridQueryPatch = Partial<GridQuery>;

// The grid's state lives in the address, so a reload, a shared link and the back button show
// the same view. Any change but paging goes back to page 1.
export function useGridQuery(schema: GridSchema): [GridQuery, (patch: GridQueryPatch) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseGridQuery(searchParams, schema), [searchParams, schema]);

  const update = useCallback(
    (patch: GridQueryPatch) => {
      setSearchParams(
        (current) => {
          const base = parseGridQuery(current, schema);
          const resetsPage = Object.keys(patch).some((key) => key !== 'page');
          const next = { ...base, ...(resetsPage ? { page: 1 } : {}), ...patch };
          return writeGridQuery(current, next, schema);
        },
        { replace: true },
      );
    },
    [setSearchParams, schema],
  );

  return [query, update];
}
