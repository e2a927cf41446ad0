import type { i18n as I18n } from 'i18next';
import type { PublicPageId, PublicPageLanguage } from '@motorpool/domain/public-pages';
import type { PageHeadCopy } from './page-head.ts';

/** A public page's head texts in `language`, from the marketing translations. */
export function headCopy(
  i18n: I18n,
  page: PublicPageId,
  language: PublicPageLanguage,
): PageHeadCopy {
  const t = i18n.getFixedT(language, 'marketing');
  return {
    siteName: i18n.getFixedT(language, 'common')('appName'),
    title: t(`seo.${page}.title`),
    description: t(`seo.${page}.description`),
    planNames: {
      starter: t('pricing.plans.starter.name'),
      professional: t('pricing.plans.professional.name'),
    },
  };
}
