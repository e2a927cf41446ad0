import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// "<page> · Motorpool", or just the product name on the landing page; follows the language.
export function useDocumentTitle(pageTitle: string | null): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}
