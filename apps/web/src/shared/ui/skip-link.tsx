import { useTranslation } from 'react-i18next';

// First focusable element of every layout; targets the <main id="main"> landmark.
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}
