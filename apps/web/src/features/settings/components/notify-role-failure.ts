import { isApiError } from '../../../shared/api/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { notifyError } from '../../../shared/ui/notify.ts';

// Role mutation toasts: "Failed to …" with the server message if any, else advice.
export function notifyRoleFailure(
  title: string,
  fallback: string,
  error: unknown,
  advice?: string,
): void {
  if (isApiError(error) && error.code === 'NETWORK_ERROR') {
    notifyError(title, i18n.t('errors.network.message'));
    return;
  }
  const detail = isApiError(error)
    ? [...new Set(error.details.map((d) => d.message))].join(' ')
    : '';
  const server = isApiError(error) && error.code !== 'INVALID_RESPONSE' ? error.message : '';
  const message = [server, detail].filter(Boolean).join(' ') || fallback;
  notifyError(title, advice && message !== advice ? `${message} ${advice}` : message);
}
