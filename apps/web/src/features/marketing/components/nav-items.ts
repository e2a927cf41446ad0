import { paths } from '../../../shared/config/paths.ts';

// The public header's links, in order (SPEC §2: features, solutions, pricing, about, contact).
export const navItems = [
  { key: 'features', to: paths.marketing.features.getHref(), exact: true },
  { key: 'solutions', to: paths.marketing.solutions.getHref(), exact: true },
  { key: 'pricing', to: paths.marketing.pricing.getHref(), exact: true },
  { key: 'about', to: paths.marketing.about.getHref(), exact: true },
  { key: 'contact', to: paths.marketing.contact.getHref(), exact: false },
] as const;
