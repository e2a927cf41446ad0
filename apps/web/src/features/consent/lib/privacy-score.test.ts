import { describe, expect, it } from 'vitest';
import { privacyBand, privacyScore } from './privacy-score.ts';

const none = { analytics: false, marketing: false, personalization: false };

describe('privacy score', () => {
  it.each([
    [none, 100, 'high'],
    [{ ...none, analytics: true }, 70, 'high'],
    [{ ...none, marketing: true }, 60, 'medium'],
    [{ ...none, analytics: true, personalization: true }, 40, 'medium'],
    [{ analytics: true, marketing: true, personalization: false }, 30, 'low'],
    [{ analytics: true, marketing: true, personalization: true }, 0, 'low'],
  ])('%j scores %i (%s)', (choice, score, band) => {
    expect(privacyScore(choice)).toBe(score);
    expect(privacyBand(score)).toBe(band);
  });
});
