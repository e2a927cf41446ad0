// What the site keeps in the visitor's browser, listed on the privacy page's cookie policy (see
// docs/product/privacy.md, Cookies). The texts are in the legal namespace, privacy.cookieTable.
export type CookieCategory = 'essential' | 'analytics' | 'marketing' | 'functional';

export type CookieEntry = {
  name: string;
  category: CookieCategory;
  purpose: 'session' | 'consent' | 'oidc' | 'oidcHandoff' | 'language' | 'colorScheme';
  /** a cookie goes to the server with each request; browser storage stays in the browser */
  kind: 'cookie' | 'browser';
  duration: 'untilSignOut' | 'untilPolicyChanges' | 'tenMinutes' | 'twoMinutes' | 'untilChanged';
};

export const cookieList: readonly CookieEntry[] = [
  {
    name: 'motorpool_oidc',
    category: 'essential',
    purpose: 'oidc',
    kind: 'cookie',
    duration: 'tenMinutes',
  },
  {
    name: 'motorpool_oidc_handoff',
    category: 'essential',
    purpose: 'oidcHandoff',
    kind: 'cookie',
    duration: 'twoMinutes',
  },
  {
    name: 'motorpool.authToken',
    category: 'essential',
    purpose: 'session',
    kind: 'browser',
    duration: 'untilSignOut',
  },
  {
    name: 'motorpool.consent',
    category: 'essential',
    purpose: 'consent',
    kind: 'browser',
    duration: 'untilPolicyChanges',
  },
  {
    name: 'motorpool.language',
    category: 'functional',
    purpose: 'language',
    kind: 'browser',
    duration: 'untilChanged',
  },
  {
    name: 'motorpool.colorScheme',
    category: 'functional',
    purpose: 'colorScheme',
    kind: 'browser',
    duration: 'untilChanged',
  },
];
