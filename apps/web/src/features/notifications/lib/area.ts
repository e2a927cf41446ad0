import { paths } from '../../../shared/config/paths.ts';

// The back office and the customer area each have their list and settings pages.
export type NotificationArea = 'admin' | 'customer';

export function areaPaths(area: NotificationArea): { list: string; settings: string } {
  const p = area === 'admin' ? paths.admin : paths.tenant;
  return { list: p.notifications.getHref(), settings: p.notificationSettings.getHref() };
}

// An internal link opens in the app; anything else is never followed from a notification.
export function internalLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}
