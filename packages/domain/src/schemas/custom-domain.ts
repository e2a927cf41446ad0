// A company's own domain (PUT/POST/DELETE /tenants/current/domain): the domain it claims and
// the state answered, with the TXT record to publish until the domain is verified.
import { z } from 'zod';
import { customDomainPattern, customDomainStatuses } from '../custom-domains.ts';
import { stop, strictObject, typeError } from './common.ts';

export const customDomain = z
  .string({ error: typeError('error.domainInvalid') })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .min(1, stop('generic.required'))
      .regex(customDomainPattern, stop('error.domainInvalid')),
  );

export const customDomainInput = strictObject({ domain: customDomain });
export type CustomDomainInput = z.infer<typeof customDomainInput>;

export const domainRecordView = z.object({
  type: z.literal('TXT'),
  /** the DNS name to publish the record under */
  name: z.string(),
  value: z.string(),
});

export const customDomainView = z.object({
  /** null when the company has none */
  domain: z.string().nullable(),
  status: z.enum(customDomainStatuses),
  verifiedAt: z.iso.datetime().nullable(),
  /** what to publish; null when there is no domain */
  record: domainRecordView.nullable(),
});
export type CustomDomainView = z.infer<typeof customDomainView>;
