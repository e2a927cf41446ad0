import { useLayoutEffect } from 'react';

type ShellWindow = Window & { motorpoolShell?: { handOff: (app: HTMLElement) => void } };

// index.html may show a static copy of the first page (app/static-shell) while the app loads,
// with the app's own root hidden. The first real screen (a layout, or the tenant error page)
// takes its place in the same frame, before the browser paints again, with what the visitor
// typed, ticked, focused or pressed in the copy meanwhile.
export function useReplaceStaticShell(): void {
  useLayoutEffect(() => {
    const app = document.getElementById('root');
    const shell = (window as ShellWindow).motorpoolShell;
    if (shell && app) shell.handOff(app);
    else document.getElementById('shell')?.replaceChildren();
  }, []);
}
