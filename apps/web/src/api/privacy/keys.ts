import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of data-rights requests: the requester's own, the platform's list
// and a company's corrections are lists of the same records, cleared together.
export const privacyRequestKeys = {
  ...entityKeys('privacy-requests'),
  own: (query: string) => ['privacy-requests', 'own', query] as const,
  platform: (query: string) => ['privacy-requests', 'platform', query] as const,
  company: (query: string) => ['privacy-requests', 'company', query] as const,
  status: (token: string) => ['privacy-requests', 'status', token] as const,
};

export const platformPrivacyPath = entityPath('/platform/privacy-requests');
export const companyPrivacyPath = entityPath('/privacy-requests');
export const ownPrivacyPath = entityPath('/me/privacy-requests');
