export type PasswordStrength = 'weak' | 'medium' | 'strong';

// The rules of a new password: 8+ characters, upper and lower case, a digit and a
// special character. Used by the strength indicator; the schema stays the authority.
export const passwordRules = [
  { id: 'length', test: (p: string) => p.length >= 8 },
  { id: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'number', test: (p: string) => /\d/.test(p) },
  { id: 'special', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export type PasswordRuleId = (typeof passwordRules)[number]['id'];

export function passwordScore(password: string): number {
  return passwordRules.filter((rule) => rule.test(password)).length;
}

// All five rules met = strong; three or four = medium; fewer = weak.
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score === passwordRules.length) return 'strong';
  if (score >= 3) return 'medium';
  return 'weak';
}
