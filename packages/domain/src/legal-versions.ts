// The privacy policy's and the terms' versions: the one source of their history, the current
// version, and the rule that decides when people are asked again. See docs/product/privacy.md.
import type { Language } from './locale-lists.ts';
import { sha256Hex } from './sha256.ts';

export const legalDocuments = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

export type PolicyVersion = {
  version: string;
  /** the day it took effect, YYYY-MM-DD */
  effectiveOn: string;
  /** a major version changes what people agreed to; a minor one only clarifies */
  kind: 'initial' | 'minor' | 'major';
};

// Oldest first; the last entry is the current version.
export const policyHistory: Readonly<Record<LegalDocument, readonly PolicyVersion[]>> = {
  privacy: [
    { version: '1.0', effectiveOn: '2023-01-15', kind: 'initial' },
    { version: '1.5', effectiveOn: '2023-09-01', kind: 'minor' },
    { version: '2.0', effectiveOn: '2024-06-01', kind: 'major' },
    { version: '2.1', effectiveOn: '2025-01-15', kind: 'minor' },
  ],
  terms: [
    { version: '1.0', effectiveOn: '2023-01-15', kind: 'initial' },
    { version: '1.5', effectiveOn: '2023-09-01', kind: 'minor' },
    { version: '2.0', effectiveOn: '2024-06-01', kind: 'major' },
    { version: '2.1', effectiveOn: '2025-01-15', kind: 'minor' },
  ],
};

export function currentPolicy(document: LegalDocument): PolicyVersion {
  const history = policyHistory[document];
  return history[history.length - 1]!;
}

export const currentPrivacyVersion = currentPolicy('privacy').version;
export const currentTermsVersion = currentPolicy('terms').version;

export const versionPattern = /^\d+\.\d+$/;

export function majorOf(version: string): number {
  return Number(version.split('.')[0]);
}

/**
 * Whether someone who agreed to `accepted` must be asked again for `current`: never agreed, or
 * agreed to an older major version. A minor version (2.0 to 2.1) only clarifies, so it does not
 * interrupt anyone.
 */
export function needsAcceptance(accepted: string | null, current: string): boolean {
  if (accepted === null || !versionPattern.test(accepted)) return true;
  return majorOf(accepted) < majorOf(current);
}

/**
 * Consent choices are asked again on any new privacy policy version, minor included: the banner
 * is light, and a choice must be informed by the policy it refers to.
 */
export function consentIsCurrent(policyVersion: string | null): boolean {
  return policyVersion === currentPrivacyVersion;
}

/** The terms as a reader sees them: the title, the introduction and every section. */
export type TermsText = {
  title: string;
  intro: string;
  sections: readonly { title: string; body: string }[];
};

/**
 * The fingerprint of the terms text shown: SHA-256 (hex) of the title, the introduction and each
 * section's title and body, one per line in that order. The browser sends it with an acceptance;
 * the server compares it with the digests below, so a record proves which words were agreed to.
 */
export function termsTextHash(text: TermsText): string {
  const lines = [text.title, text.intro, ...text.sections.flatMap((s) => [s.title, s.body])];
  return sha256Hex(lines.map((line) => line.trim()).join('\n'));
}

// The digests of the texts published for each version, per language. The web app's test
// computes them from its locale files: changing the terms' words without a new entry here fails it.
export const termsTextHashes: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  '2.1': {
    en: '7e6dd1c9f9806e20b79cb1e229987451c61f0f5f89704c1b832bb9b56c66a8bc',
    ar: '9d2479700d2316efbb9fcda81b8bb8d5ab0fd96cf3715f5eb3f52689939b4fe2',
  },
};

/** Whether `hash` is the digest of the version's text in one of the languages it was shown in. */
export function isPublishedTermsText(version: string, hash: string): boolean {
  const known = termsTextHashes[version];
  return known !== undefined && Object.values(known).includes(hash.toLowerCase());
}
