// Notification and notification-preference schemas (SPEC §3 Notification, preferences).
import type { z } from 'zod';
import {
  emailFrequencies,
  notificationCategories,
  notificationPriorities,
  notificationTypes,
} from '../platform-lists.ts';
import type { NotificationCategory, NotificationPriority } from '../platform-lists.ts';
import { checkbox, id, oneOf, optionalText, requiredText, strictObject } from './common.ts';

export const notificationCreateSchema = strictObject({
  userId: id.optional(),
  title: requiredText(200),
  message: requiredText(2000),
  type: oneOf(notificationTypes),
  category: oneOf(notificationCategories),
  priority: oneOf(notificationPriorities),
  link: optionalText(500),
});
export type NotificationCreateInput = z.infer<typeof notificationCreateSchema>;

// PATCH /notifications/{id}
export const notificationUpdateSchema = strictObject({
  isRead: checkbox.optional(),
  isArchived: checkbox.optional(),
});
export type NotificationUpdateInput = z.infer<typeof notificationUpdateSchema>;

const categoryPreference = strictObject({ enabled: checkbox, email: checkbox, push: checkbox });
const priorityPreference = strictObject({ sound: checkbox, desktop: checkbox });

function byKey<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

export const notificationPreferencesSchema = strictObject({
  categories: byKey(notificationCategories, categoryPreference),
  priorities: byKey(notificationPriorities, priorityPreference),
  realTime: strictObject({ enabled: checkbox, sound: checkbox, desktop: checkbox }),
  email: strictObject({ enabled: checkbox, frequency: oneOf(emailFrequencies) }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

function fill<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

// Everything on in the app; e-mail for the business-critical categories, sent immediately.
export const defaultNotificationPreferences: NotificationPreferences = {
  categories: fill(notificationCategories, (category: NotificationCategory) => ({
    enabled: true,
    email: category !== 'system' && category !== 'user',
    push: true,
  })),
  priorities: fill(notificationPriorities, (priority: NotificationPriority) => ({
    sound: priority === 'high' || priority === 'urgent',
    desktop: priority !== 'low',
  })),
  realTime: { enabled: true, sound: true, desktop: false },
  email: { enabled: true, frequency: 'immediate' },
};
