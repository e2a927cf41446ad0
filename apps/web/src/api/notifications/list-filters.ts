import {
  notificationCategories,
  notificationPriorities,
  notificationTypes,
  type NotificationCategory,
  type NotificationPriority,
  type NotificationType,
} from '@motorpool/domain/platform-lists';
import { notificationPageSize } from '@motorpool/domain/schemas/notification';

export type ReadFilter = 'all' | 'unread' | 'read';

export type NotificationFilters = {
  type: NotificationType | null;
  category: NotificationCategory | null;
  priority: NotificationPriority | null;
  read: ReadFilter;
  archived: boolean;
};

export const noFilters: NotificationFilters = {
  type: null,
  category: null,
  priority: null,
  read: 'all',
  archived: false,
};

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

// The filters live in the page's address (shareable, kept on reload); unknown values are dropped.
export function filtersFromParams(params: URLSearchParams): NotificationFilters {
  const read = params.get('read');
  return {
    type: oneOf(notificationTypes, params.get('type')),
    category: oneOf(notificationCategories, params.get('category')),
    priority: oneOf(notificationPriorities, params.get('priority')),
    read: read === 'unread' || read === 'read' ? read : 'all',
    archived: params.get('archived') === 'true',
  };
}

export function filtersToParams(filters: NotificationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.category) params.set('category', filters.category);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.read !== 'all') params.set('read', filters.read);
  if (filters.archived) params.set('archived', 'true');
  return params;
}

export function hasFilters(filters: NotificationFilters): boolean {
  return filtersToParams(filters).size > 0;
}

// GET /notifications' query: the API's own names (isRead, isArchived); without isArchived the
// API leaves archived ones out.
export function listQuery(
  filters: NotificationFilters,
  offset: number,
  limit = notificationPageSize,
) {
  const q = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (filters.type) q.set('type', filters.type);
  if (filters.category) q.set('category', filters.category);
  if (filters.priority) q.set('priority', filters.priority);
  if (filters.read !== 'all') q.set('isRead', filters.read === 'read' ? 'true' : 'false');
  if (filters.archived) q.set('isArchived', 'true');
  return q.toString();
}
