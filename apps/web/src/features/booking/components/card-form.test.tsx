import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { CardForm, emptyCard, readCard } from './card-form.tsx';

const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holderName: '' };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('card form', () => {
  it('asks for the digits on the back and refuses a card past its month', () => {
    expect(readCard(card).card?.expiryYear).toBe(2034);
    expect(readCard({ ...card, cvc: '12' }).errors).toEqual({ cvc: 'card.cvcInvalid' });
    expect(readCard({ ...card, expiry: '01/20' }).errors).toEqual({ expiry: 'card.expired' });
    expect(readCard({ ...card, expiry: '13/30' }).errors).toEqual({ expiry: 'card.expiryInvalid' });
  });

  it('shows those messages in Arabic, the test cards and expiry left to right', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(
      <CardForm
        draft={emptyCard}
        onChange={vi.fn()}
        errors={{ cvc: 'card.cvcInvalid', expiry: 'card.expired' }}
      />,
    );
    expect(
      screen.getByText('أدخل الأرقام الثلاثة أو الأربعة المطبوعة على ظهر البطاقة'),
    ).toBeTruthy();
    expect(screen.getByText('انتهت صلاحية هذه البطاقة')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242').getAttribute('dir')).toBe('ltr');
    expect(screen.queryByText('4000 0000 0000 3220')).toBeNull();
    expect(screen.getByText(/^12\/\d\d$/).getAttribute('dir')).toBe('ltr');
  });
});
