import type {
  ContactInput,
  DemoRequestInput,
  PrivacyContactInput,
} from '@motorpool/domain/schemas/public-forms';
import { api } from '../../../shared/api/client.ts';

export type RequestReceipt = { id: string; receivedAt: string };

// The marketing site's forms; public, no tenant. Failures throw ApiError.
export function sendContactRequest(body: ContactInput): Promise<RequestReceipt> {
  return api.post<RequestReceipt>('/public/contact-requests', body);
}

export function sendDemoRequest(body: DemoRequestInput): Promise<RequestReceipt> {
  return api.post<RequestReceipt>('/public/demo-requests', body);
}

export function sendPrivacyQuestion(body: PrivacyContactInput): Promise<RequestReceipt> {
  return api.post<RequestReceipt>('/public/privacy-contact-requests', body);
}
