import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage/storage-keys.ts';
import { currentConsent, storeConsent } from './consent-store.ts';
import { whenConsented } from './when-consented.ts';

const none = { analytics: false, marketing: false, personalization: false };

afterEach(() => window.localStorage.clear());

describe('whenConsented', () => {
  it('waits for the category, loads once on consent and cleans up on withdrawal', () => {
    const cleanup = vi.fn();
    const load = vi.fn(() => cleanup);
    const stop = whenConsented('analytics', load);
    expect(load).not.toHaveBeenCalled();
    storeConsent({ ...none, marketing: true });
    expect(load).not.toHaveBeenCalled();
    storeConsent({ ...none, analytics: true });
    storeConsent({ ...none, analytics: true, marketing: true });
    expect(load).toHaveBeenCalledTimes(1);
    storeConsent(none);
    expect(cleanup).toHaveBeenCalledTimes(1);
    stop();
    storeConsent({ ...none, analytics: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when consent was already given', () => {
    storeConsent({ ...none, personalization: true });
    const load = vi.fn();
    whenConsented('personalization', load)();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores a choice made under another privacy policy version, or a damaged one', () => {
    window.localStorage.setItem(
      storageKeys.consent,
      JSON.stringify({ ...none, analytics: true, policyVersion: '2.0', decidedAt: 'x' }),
    );
    expect(currentConsent()).toBeNull();
    const load = vi.fn();
    whenConsented('analytics', load)();
    expect(load).not.toHaveBeenCalled();
    window.localStorage.setItem(storageKeys.consent, '{not json');
    expect(currentConsent()).toBeNull();
  });
});
