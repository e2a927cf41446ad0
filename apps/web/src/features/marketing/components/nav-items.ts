import { paths } from '../../../shared/config/paths.ts';

// The public header's links, in order (features, solutions, pricing, about); contact
// comes last and opens the contact modal instead of navigating.
export const navItems = [
  { key: 'features', to: paths.marketing.features.getHref() },
  { key: 'solutions', to: paths.marketing.solutions.getHref() },
  { key: 'pricing', to: paths.marketing.pricing.getHref() },
  { key: 'about', to: paths.marketing.about.getHref() },
] as const;
