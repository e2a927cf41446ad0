import { isApiError } from '../../../shared/api/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { notifyError } from '../../../shared/ui/notify.ts';

// An operation's failure toast: its own title, and a body that says why when we can
// tell (offline, no permission, a conflict), otherwise the operation's "please try again" text.
export function notifyFailure(title: string, fallbackMessage: string, error: unknown): void {
  notifyError(title, failureMessage(fallbackMessage, error));
}

function failureMessage(fallback: string, error: unknown): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'NETWORK_ERROR') return i18n.t('errors.network.message');
  if (error.code === 'FORBIDDEN') return i18n.t('users:toasts.forbidden');
  if (error.code === 'RATE_LIMITED') return i18n.t('errors.rateLimited.message');
  return fallback;
}
