import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { PricingSection } from './pricing-section.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('pricing section', () => {
  it('writes Arabic prices with the shared money formatter, "US$" kept whole', async () => {
    initI18n();
    await i18n.changeLanguage('ar');
    renderWithProviders(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
    const price = screen.getByText((text) => text.includes('1,490'));
    expect(price.textContent).toContain('\u2066US$\u2069');
  });

  it('writes English prices without cents', async () => {
    initI18n();
    renderWithProviders(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
    expect(screen.getByText('$1,490')).toBeTruthy();
  });

  it("starts a plan's trial on the sign-up form with that plan chosen", () => {
    initI18n();
    renderWithProviders(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
    const trials = screen.getAllByRole('link', { name: 'Start free trial' });
    expect(trials.map((link) => link.getAttribute('href'))).toEqual([
      '/signup?plan=starter',
      '/signup?plan=professional',
    ]);
  });
});
