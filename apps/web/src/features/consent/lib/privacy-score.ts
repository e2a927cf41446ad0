import type { ConsentInput } from '@motorpool/domain/schemas/public-forms';

// How much each optional category gives away: marketing follows people across sites, so it
// weighs most. 100 is essential cookies only.
const weights = { analytics: 30, marketing: 40, personalization: 30 } as const;

export type PrivacyBand = 'high' | 'medium' | 'low';

export function privacyScore(choice: Omit<ConsentInput, 'essential'>): number {
  const given = (Object.keys(weights) as (keyof typeof weights)[])
    .filter((category) => choice[category])
    .reduce((sum, category) => sum + weights[category], 0);
  return 100 - given;
}

export function privacyBand(score: number): PrivacyBand {
  if (score >= 70) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}
