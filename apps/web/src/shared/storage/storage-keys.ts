// Every key this app writes to browser storage, each prefixed `motorpool.`.
export const storageKeys = {
  language: 'motorpool.language',
  colorScheme: 'motorpool.colorScheme',
  tenantId: 'motorpool.tenantId',
  // Session: tokens, the signed-in user, the role chosen for the session,
  // the layout it leads to, and the tenant the tokens were issued for (never sent elsewhere).
  authToken: 'motorpool.authToken',
  refreshToken: 'motorpool.refreshToken',
  authTenantId: 'motorpool.authTenantId',
  user: 'motorpool.user',
  activeRole: 'motorpool.activeRole',
  layout: 'motorpool.layout',
  navbarOpen: 'motorpool.navbarOpen',
  // the admin navigation groups the user closed
  navGroupsClosed: 'motorpool.navGroupsClosed',
  recentSearches: 'motorpool.recentSearches',
  // the visitor's cookie consent: categories, privacy policy version and time (shared/consent)
  consent: 'motorpool.consent',
} as const;
