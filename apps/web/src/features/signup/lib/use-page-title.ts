import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// "<page> · Motorpool", following the language, as the other marketing pages title themselves.
export function usePageTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = `${pageTitle} · ${appName}`;
  }, [pageTitle, appName]);
}
