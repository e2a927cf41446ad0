import { describe, expect, it } from 'vitest';
import {
  consentIsCurrent,
  currentPrivacyVersion,
  currentTermsVersion,
  isPublishedTermsText,
  majorOf,
  needsAcceptance,
  policyHistory,
  termsTextHash,
  termsTextHashes,
} from './legal-versions.ts';
import { consentRecordSchema, termsAcceptanceRecordSchema } from './schemas/consent.ts';

describe('policy versions', () => {
  it('are 2.1 for the privacy policy and the terms, the last of 1.0, 1.5, 2.0, 2.1', () => {
    expect(currentPrivacyVersion).toBe('2.1');
    expect(currentTermsVersion).toBe('2.1');
    expect(policyHistory.privacy.map((v) => v.version)).toEqual(['1.0', '1.5', '2.0', '2.1']);
    const dates = policyHistory.terms.map((v) => v.effectiveOn);
    expect([...dates].sort()).toEqual(dates);
  });

  it.each([
    [null, '2.1', true],
    ['1.5', '2.1', true],
    ['2.0', '2.1', false],
    ['2.1', '2.1', false],
    ['2.1', '3.0', true],
    ['garbage', '2.1', true],
  ])('accepted %s, current %s: asked again %s', (accepted, current, expected) => {
    expect(needsAcceptance(accepted, current)).toBe(expected);
  });

  it('reads the major number', () => {
    expect(majorOf('12.3')).toBe(12);
  });

  it('asks for consent again on any other privacy version, minor included', () => {
    expect(consentIsCurrent(currentPrivacyVersion)).toBe(true);
    expect(consentIsCurrent('2.0')).toBe(false);
    expect(consentIsCurrent(null)).toBe(false);
  });
});

describe('terms text hash', () => {
  const text = { title: 'T', intro: 'I', sections: [{ title: 'S', body: 'B' }] };

  it('changes with any word of the text and ignores surrounding spaces', () => {
    const base = termsTextHash(text);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(termsTextHash({ ...text, intro: ' I ' })).toBe(base);
    expect(termsTextHash({ ...text, sections: [{ title: 'S', body: 'B.' }] })).not.toBe(base);
  });

  it('knows the published digests of the current version in both languages, any case', () => {
    const { en, ar } = termsTextHashes[currentTermsVersion]!;
    expect(isPublishedTermsText(currentTermsVersion, en)).toBe(true);
    expect(isPublishedTermsText(currentTermsVersion, ar.toUpperCase())).toBe(true);
    expect(isPublishedTermsText('2.0', en)).toBe(false);
    expect(isPublishedTermsText(currentTermsVersion, termsTextHash(text))).toBe(false);
  });
});

describe('consent and acceptance inputs', () => {
  it('refuses essential off and a malformed policy version', () => {
    const bad = consentRecordSchema.safeParse({
      essential: false,
      analytics: true,
      marketing: false,
      personalization: false,
      policyVersion: 'v2',
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['essential', 'policyVersion']);
  });

  it('needs the box ticked and a 64-digit hex hash', () => {
    const hash = 'a'.repeat(64);
    expect(
      termsAcceptanceRecordSchema.safeParse({ version: '2.1', textHash: hash, accepted: true })
        .success,
    ).toBe(true);
    const refused = termsAcceptanceRecordSchema.safeParse({
      version: '2.1',
      textHash: 'xyz',
      accepted: false,
    });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'generic.invalidFormat',
      'terms.mustAgreeBeforeUse',
    ]);
  });
});
