import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPageId } from '@motorpool/domain/public-pages';
import { toLanguage } from '../../../shared/i18n/languages.ts';
import { headCopy } from './head-copy.ts';
import { pageHead } from './page-head.ts';

// The server sends each public page with its head (static-shells.ts); moving between pages in
// the app, or switching the language, puts the new page's in its place, so a shared link or a
// bookmark always describes the page shown. Leaving for another kind of page takes it away.
export function usePublicPageHead(page: PublicPageId): void {
  const { i18n } = useTranslation('marketing');
  const language = toLanguage(i18n.language);
  useEffect(() => {
    const head = pageHead(page, language, window.location.origin, headCopy(i18n, page, language));
    document.title = head.title;
    document.head.querySelectorAll('[data-page-head], meta[name="description"]').forEach((tag) => {
      tag.remove();
    });
    document.head.insertAdjacentHTML('beforeend', head.tags);
    // A page without a head of its own (sign-up, not found) must not keep this one's address.
    return () => {
      document.head.querySelectorAll('[data-page-head]').forEach((tag) => {
        tag.remove();
      });
    };
  }, [page, language, i18n]);
}
