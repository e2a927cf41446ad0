// Public contact addresses shown on the marketing site.
export const contactEmails = {
  sales: 'sales@motorpool.app',
  support: 'support@motorpool.app',
  security: 'security@motorpool.app',
  privacy: 'privacy@motorpool.app',
} as const;
