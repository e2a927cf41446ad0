import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';
import { App } from './app/app.tsx';
import { i18nReady, initI18n } from './shared/i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first paint waits for the language's translations (a few KB, fetched while the router
// chunk loads) so no untranslated key ever shows: the tenant gate's on a company host, the
// marketing site's elsewhere. Routes load the other namespaces they use.
initI18n(undefined, [tenantSubdomainFromHost(window.location.host) ? 'tenant' : 'marketing']);
void i18nReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
