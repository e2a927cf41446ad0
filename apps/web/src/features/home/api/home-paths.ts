import { cataloguePaths } from '../../../api/catalogue/catalogue-paths.ts';
import { requestEarly } from '../../../shared/api/early-requests.ts';

// Kept apart from home-api.ts so the app's entry can start these reads without the page's code.
export const homePaths = {
  ...cataloguePaths,
  offers: '/public/offers',
  testimonials: '/public/testimonials',
} as const;

/** The home's public reads, started before the app renders (app/first-page.ts). */
export function prefetchHome(): void {
  for (const path of Object.values(homePaths)) requestEarly(path);
}
