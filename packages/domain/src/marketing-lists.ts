// Value lists of the public marketing site and the privacy pages.

export const fleetSizeBands = ['1-10', '11-50', '51-100', '100+'] as const;
export type FleetSizeBand = (typeof fleetSizeBands)[number];

export const demoDates = ['today', 'tomorrow', 'this_week', 'next_week'] as const;
export type DemoDate = (typeof demoDates)[number];

export const demoTimes = ['morning', 'afternoon', 'evening'] as const;
export type DemoTime = (typeof demoTimes)[number];

// Morning 9-12, afternoon 12-5, evening 5-8 (24-hour clock, the visitor's time).
export const demoTimeRanges: Readonly<Record<DemoTime, { start: string; end: string }>> = {
  morning: { start: '09:00', end: '12:00' },
  afternoon: { start: '12:00', end: '17:00' },
  evening: { start: '17:00', end: '20:00' },
};

export const privacyRequestTypes = ['access', 'deletion', 'portability', 'correction'] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];

// `essential` cannot be disabled.
export const consentCategories = [
  'essential',
  'analytics',
  'marketing',
  'personalization',
] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export const cookieCategories = ['essential', 'analytics', 'marketing', 'functional'] as const;
export type CookieCategory = (typeof cookieCategories)[number];
