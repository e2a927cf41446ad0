// Public contact addresses shown on the marketing site.
export const contactEmails = {
  sales: 'sales@motorpool.app',
  support: 'support@motorpool.app',
  security: 'security@motorpool.app',
  privacy: 'privacy@motorpool.app',
} as const;

// The data protection officer's telephone line, shown with the postal address on the privacy page.
export const privacyPhone = '+966 11 510 4400';
