// Value lists of the platform, notifications and shared UI.

// Notifications
export const notificationCategories = [
  'system',
  'reservation',
  'payment',
  'rental',
  'vehicle',
  'maintenance',
  'user',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

// Toasts: urgent -> red for 10 s, high -> orange for 5 s.
export const notificationPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const emailFrequencies = ['immediate', 'daily', 'weekly'] as const;
export type EmailFrequency = (typeof emailFrequencies)[number];

export const realtimeConnectionStates = [
  'disconnected',
  'connecting',
  'connected',
  'error',
] as const;
export type RealtimeConnectionState = (typeof realtimeConnectionStates)[number];

// Super admin: platform health and activity
export const systemHealthStates = ['healthy', 'warning', 'critical'] as const;
export type SystemHealthState = (typeof systemHealthStates)[number];

export const serviceStates = ['online', 'offline', 'degraded'] as const;
export type ServiceState = (typeof serviceStates)[number];

export const activityTypes = ['login', 'logout', 'create', 'update', 'delete'] as const;
export type ActivityType = (typeof activityTypes)[number];

// Data grid
export const filterOperators = [
  'equals',
  'contains',
  'startsWith',
  'endsWith',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'notIn',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

// Operators whose value is a list (comma-separated in a query string).
export const listFilterOperators = ['in', 'notIn'] as const satisfies readonly FilterOperator[];

export const exportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const importFormats = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof importFormats)[number];

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

// Generic status words used for badges.
export const badgeStatuses = [
  'active',
  'inactive',
  'pending',
  'approved',
  'rejected',
  'completed',
  'cancelled',
  'suspended',
  'blocked',
  'enabled',
  'disabled',
  'online',
  'offline',
  'available',
  'unavailable',
  'maintenance',
  'draft',
  'published',
] as const;
export type BadgeStatus = (typeof badgeStatuses)[number];

export const passwordStrengths = ['weak', 'medium', 'strong'] as const;
export type PasswordStrength = (typeof passwordStrengths)[number];

export const themes = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof themes)[number];
