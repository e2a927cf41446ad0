import { useEffect, useLayoutEffect } from 'react';

type ShellWindow = Window & { motorpoolShell?: { handOff: (app: HTMLElement) => void } };

/** How long the app leaves a company page's copy up waiting for its page to render. */
const pageHandOffLimitMs = 10_000;

function handOff(): void {
  const app = document.getElementById('root');
  const shell = (window as ShellWindow).motorpoolShell;
  if (shell && app) shell.handOff(app);
  else document.getElementById('shell')?.replaceChildren();
}

// A company's home, catalogue and vehicle page come as a copy rendered by the server with their
// data (app/static-shell/tenant-pages.tsx, marked data-page): the page itself takes its place
// once it has rendered, so the visitor never sees the app's loading states in between.
const pageCopyShown = () => document.querySelector('#shell [data-page-copy]') !== null;

// index.html may show a static copy of the first page (app/static-shell) while the app loads,
// with the app's own root hidden. The first real screen (a layout, or the tenant error page)
// takes its place in the same frame, before the browser paints again, with what the visitor
// typed, ticked, focused or pressed in the copy meanwhile; a company page's copy waits for its
// page (`page`), or at most pageHandOffLimitMs.
export function useReplaceStaticShell({ page = false }: { page?: boolean } = {}): void {
  useLayoutEffect(() => {
    if (page || !pageCopyShown()) handOff();
  }, [page]);
  useEffect(() => {
    if (page || !pageCopyShown()) return undefined;
    const timer = setTimeout(handOff, pageHandOffLimitMs);
    return () => clearTimeout(timer);
  }, [page]);
}
