import { apiDownload } from '../../shared/api/download.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { paymentPath } from './keys.ts';

// GET /payments/{id}/receipt?language=: the receipt PDF, rendered by the API.
export function downloadPaymentReceipt(id: string, language: Language) {
  return apiDownload(paymentPath(id, `/receipt?language=${language}`), 'receipt.pdf');
}
