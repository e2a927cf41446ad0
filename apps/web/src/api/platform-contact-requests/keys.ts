import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of the marketing site's contact and demo requests (platform only).
export const contactRequestKeys = {
  ...entityKeys('platform-contact-requests'),
};

export const contactRequestPath = entityPath('/platform/contact-requests');
