import { isApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { notifyError } from './notify.ts';

// An operation's failure toast: its own title, and a body that says why when we can
// tell (offline, no permission, too many attempts), otherwise the operation's own message.
export function notifyFailure(title: string, fallbackMessage: string, error: unknown): void {
  notifyError(title, failureMessage(fallbackMessage, error));
}

function failureMessage(fallback: string, error: unknown): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'NETWORK_ERROR') return i18n.t('errors.network.message');
  if (error.code === 'FORBIDDEN') return i18n.t('errors.forbidden.message');
  if (error.code === 'RATE_LIMITED') return i18n.t('errors.rateLimited.message');
  return fallback;
}
