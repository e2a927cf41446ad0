import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { UserText, writtenIn } from './user-text.tsx';

describe('text people wrote', () => {
  it('is named by the script of its first letter', () => {
    expect(writtenIn('  ٣ – سيارة نظيفة')).toBe('ar');
    expect(writtenIn('2 cars, الرياض')).toBe('en');
    expect(writtenIn('RUH-2024')).toBe('en');
    expect(writtenIn('12/05 – 09:30')).toBeUndefined();
  });

  it('carries its own direction and language on the page', () => {
    renderWithProviders(
      <>
        <UserText>السيارة نظيفة جدًا</UserText>
        <UserText component="span">Clean car, thank you</UserText>
        <UserText>+966 55 000</UserText>
      </>,
    );
    const arabic = screen.getByText('السيارة نظيفة جدًا');
    expect(arabic.getAttribute('dir')).toBe('auto');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(screen.getByText('Clean car, thank you').getAttribute('lang')).toBe('en');
    expect(screen.getByText('+966 55 000').hasAttribute('lang')).toBe(false);
  });
});
