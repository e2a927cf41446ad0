import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { firstPageOf } from './app/first-page.ts';
import { i18nReady, initI18n } from './shared/i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first paint waits for the language's translations (a few KB, fetched while the router
// chunk loads) so no untranslated key ever shows: those of the first page (the tenant gate's
// on a company host, the marketing site's elsewhere, sign-in's on the sign-in pages); routes
// load the other namespaces they use.
const firstPage = firstPageOf(window.location);
initI18n(undefined, firstPage.namespaces);
firstPage.preload();
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for its whole length (a static copy of the page is already showing).
void i18nReady().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
