import { vi } from 'vitest';
import type {
  NotificationListView,
  NotificationView,
} from '@motorpool/domain/schemas/notification';
import { defaultNotificationPreferences } from '@motorpool/domain/schemas/notification';
import { demoTenant, jsonResponse } from '../../../testing/auth-fixtures.ts';

export function notification(
  index: number,
  overrides: Partial<NotificationView> = {},
): NotificationView {
  const suffix = String(index).padStart(12, '0');
  return {
    id: `0191c000-0000-7000-8000-${suffix}`,
    title: `Reservation RSV-${1000 + index} confirmed`,
    message: `The booking of Toyota Camry for customer ${index} is confirmed.`,
    type: 'success',
    category: 'reservation',
    priority: 'medium',
    isRead: false,
    isArchived: false,
    link: `/admin/management/reservations/view/0191c000-0000-7000-8000-00000000aa${String(index).padStart(2, '0')}`,
    createdAt: '2026-04-01T07:00:00Z',
    readAt: null,
    ...overrides,
  };
}

export function listPage(
  items: NotificationView[],
  { total = items.length, offset = 0, unreadCount = 0 } = {},
): NotificationListView {
  return {
    notifications: items,
    total,
    unreadCount,
    pagination: { limit: 20, offset, hasMore: offset + items.length < total },
  };
}

export const preferences = defaultNotificationPreferences;

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
export type Route = (call: Call) => unknown;

// A fetch stub answering the notification calls from a test's own routes (`undefined`: 404)
// and the company's settings, recording every call the screens make.
export function notificationFetch(route: () => Route) {
  const calls: Call[] = [];
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    // the company (Riyadh, UTC+3), whose time zone the dates are shown in
    const answer = call.path === '/tenants/current' ? demoTenant : route()(call);
    if (answer === undefined) {
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
    return jsonResponse(200, answer);
  });
  return { mock, calls };
}
