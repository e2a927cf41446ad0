import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../i18n/languages.ts';

/** The element holding a server-rendered page's query answers in `language` (tenant-pages.tsx). */
export const pageDataId = (language: Language) => `page-data-${language}`;

// A company page the server rendered with its data carries the answers of the queries it ran
// beside its copy: the app starts from them, so its first screen shows what the copy showed
// instead of loading states, and asks again only once they are stale.
export function hydratePageData(client: QueryClient, language: Language): void {
  const element = document.getElementById(pageDataId(language));
  if (!element?.textContent) return;
  try {
    hydrate(client, JSON.parse(element.textContent));
  } catch {
    // Unreadable: the queries simply ask the server.
  }
  element.remove();
}
