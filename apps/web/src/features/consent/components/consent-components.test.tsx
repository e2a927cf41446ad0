import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { modals } from '@mantine/modals';
import {
  currentPrivacyVersion,
  currentTermsVersion,
  termsTextHashes,
} from '@motorpool/domain/legal-versions';
import { endSession, startSession } from '../../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../../shared/auth/session-timers.ts';
import { currentConsent } from '../../../shared/consent/consent-store.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { demoUser, fakeJwt, jsonResponse } from '../../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { ConsentManager } from './consent-manager.tsx';
import { TermsAcceptance } from './terms-acceptance.tsx';

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let termsAccepted = false;
const acceptedAt = '2026-03-01T09:30:00.000Z';

const status = () => ({
  acceptance: termsAccepted
    ? { version: currentTermsVersion, textHash: 'a'.repeat(64), acceptedAt, source: 'terms-page' }
    : null,
  currentVersion: currentTermsVersion,
  currentAccepted: termsAccepted,
});

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const call = {
    method: init?.method ?? 'GET',
    path: url.pathname.replace('/api/v1', ''),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
  calls.push(call);
  if (call.path === '/me/terms-acceptance' && call.method === 'POST') {
    termsAccepted = true;
    return jsonResponse(201, status());
  }
  if (call.path === '/me/terms-acceptance') return jsonResponse(200, status());
  if (call.path === '/me/consent' && call.method === 'PUT') {
    return jsonResponse(200, { consent: null, currentPolicyVersion: '2.1', askAgain: false });
  }
  if (call.path === '/me/consent') {
    return jsonResponse(200, { consent: null, currentPolicyVersion: '2.1', askAgain: true });
  }
  return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});

function signIn() {
  const user = demoUser(['customer'], { email: 'customer@demo.test' });
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
  });
}

beforeEach(() => {
  calls = [];
  termsAccepted = false;
  window.localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  modals.closeAll();
  notifications.clean();
  stopSessionTimers();
  endSession();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('ConsentManager', { timeout: 20000 }, () => {
  it('locks essential on, scores the draft, warns while unsaved, resets and saves at once', async () => {
    renderWithProviders(<ConsentManager />);
    const essential = await screen.findByRole<HTMLInputElement>('switch', { name: 'Essential' });
    expect(essential.disabled).toBe(true);
    expect(essential.checked).toBe(true);
    expect(screen.getByTestId('privacy-score').textContent).toContain('100 out of 100');

    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    expect(screen.getByTestId('privacy-score').textContent).toContain('60 out of 100');
    expect(screen.getByText(/You have unsaved changes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Marketing' }).checked).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(currentConsent()).toMatchObject({
      analytics: true,
      marketing: false,
      personalization: false,
      policyVersion: currentPrivacyVersion,
    });
    // signed out: kept in the browser only
    expect(calls.filter((c) => c.path === '/me/consent')).toEqual([]);
  });
});

describe('ConsentBanner', { timeout: 20000 }, () => {
  it('rejects all in one click, in Arabic too, and saves to the signed-in account', async () => {
    await i18n.changeLanguage('ar');
    signIn();
    renderWithProviders(<ConsentBanner />);
    const banner = await screen.findByTestId('consent-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'رفض الكل' }));
    await waitFor(() => expect(screen.queryByTestId('consent-banner')).toBeNull());
    expect(currentConsent()).toMatchObject({ analytics: false, marketing: false });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/me/consent',
        body: {
          essential: true,
          analytics: false,
          marketing: false,
          personalization: false,
          policyVersion: currentPrivacyVersion,
        },
      }),
    );
  });
});

describe('TermsAcceptance', { timeout: 20000 }, () => {
  it('tells a visitor that accepting happens with an account', async () => {
    renderWithProviders(<TermsAcceptance />);
    expect(
      await screen.findByText(/You agree to these terms when you create an account/),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('needs the box, confirms that it cannot be undone, records the shown text and thanks', async () => {
    signIn();
    const onAccepted = vi.fn();
    renderWithProviders(<TermsAcceptance onAccepted={onAccepted} />);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    expect(
      await screen.findByText('You must agree to the terms before using our services'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    fireEvent.click(accept);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept the terms of service?')).toBeTruthy();
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, I accept' }));
    expect(await screen.findByText('Thank you for accepting the terms')).toBeTruthy();
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      version: currentTermsVersion,
      textHash: termsTextHashes[currentTermsVersion]!.en,
      accepted: true,
    });
  });
});
