import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { i18nReady, initI18n } from './shared/i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first paint waits for the language's translations (a few KB, fetched while the router
// chunk loads) so no untranslated key ever shows.
initI18n();
void i18nReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
