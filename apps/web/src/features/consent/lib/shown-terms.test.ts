import {
  currentTermsVersion,
  termsTextHash,
  termsTextHashes,
} from '@motorpool/domain/legal-versions';
import { describe, expect, it } from 'vitest';
import arLegal from '../../../locales/ar/legal.json';
import enLegal from '../../../locales/en/legal.json';

// The server accepts the terms only with the digest of the text published for the version
// (termsTextHashes in the domain). Changing the terms' words must come with a new version or a
// new digest: this test fails until it does.
describe('the published terms text', () => {
  it.each([
    ['en', enLegal],
    ['ar', arLegal],
  ] as const)('in %s is the text the server expects', (language, legal) => {
    expect(termsTextHash(legal.terms)).toBe(termsTextHashes[currentTermsVersion]![language]);
  });
});
