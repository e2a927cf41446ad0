// The specs' `test` and `expect`: every page starts with a cookie choice already made (essential
// only, under the current privacy policy version), so the consent banner at the bottom of each
// page never covers what a spec clicks. The consent spec itself uses Playwright's own `test`.
import { type BrowserContext, test as base } from '@playwright/test';
import { currentPrivacyVersion } from '@motorpool/domain/legal-versions';

// Everything else (expect, the types) is Playwright's own; `test` below takes precedence.
export * from '@playwright/test';

export const consentStorageKey = 'motorpool.consent';

/** Stores "reject all" in every page of the context before its scripts run. */
export async function withConsentChoice(context: BrowserContext): Promise<void> {
  const choice = {
    essential: true,
    analytics: false,
    marketing: false,
    personalization: false,
    policyVersion: currentPrivacyVersion,
    decidedAt: '2026-01-01T00:00:00.000Z',
  };
  await context.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    { key: consentStorageKey, value: JSON.stringify(choice) },
  );
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await withConsentChoice(context);
    await use(context);
  },
});
