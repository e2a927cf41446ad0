import { useLayoutEffect } from 'react';

// index.html may paint a static copy of the first page (app/static-shell) while the app loads,
// with the app's own root hidden. The first real screen (a layout, or the tenant error page)
// takes its place in the same frame, before the browser paints again.
export function useReplaceStaticShell(): void {
  useLayoutEffect(() => {
    document.getElementById('shell')?.replaceChildren();
  }, []);
}
