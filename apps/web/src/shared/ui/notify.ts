import { notifications } from '@mantine/notifications';
import { type ApiError, isApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { mountHost } from './overlay-hosts.ts';

// The toast queue lives in Mantine's store, so a toast shown before its container has mounted
// appears as soon as it has.
function show(notification: Parameters<typeof notifications.show>[0]): void {
  mountHost('notifications').catch(() => undefined);
  notifications.show(notification);
}

const closeButtonProps = () => ({ 'aria-label': i18n.t('actions.close') });

// Success toasts close after 4 s, error toasts after 8 s.
export function notifySuccess(title: string, message: string): void {
  show({
    title,
    message,
    color: 'green',
    autoClose: 4000,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyError(title: string, message: string): void {
  show({
    title,
    message,
    color: 'red',
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  });
}

// A 429's own message says how long to wait (from its Retry-After), in the language the
// request asked for; the generic 'wait a moment' only when it came without one.
export function rateLimitedMessage(error: ApiError): string {
  return error.message || i18n.t('errors.rateLimited.message');
}

// A failed request as a translated toast, never a silent failure: no answer at all (offline,
// DNS, server down) is 'Network error occurred'; anything else a generic, retryable message.
export function notifyRequestError(error: unknown): void {
  if (isApiError(error) && error.code === 'NETWORK_ERROR') {
    notifyError(i18n.t('errors.network.title'), i18n.t('errors.network.message'));
  } else if (isApiError(error) && error.code === 'RATE_LIMITED') {
    notifyError(i18n.t('errors.rateLimited.title'), rateLimitedMessage(error));
  } else if (isApiError(error) && error.code === 'VALIDATION_ERROR') {
    notifyError(i18n.t('errors.validation.title'), i18n.t('errors.validation.message'));
  } else {
    notifyError(i18n.t('errors.generic.title'), i18n.t('errors.generic.message'));
  }
}

// A loading toast stays until the same id is replaced by its outcome.
export function notifyLoading(id: string, title: string, message: string): void {
  show({
    id,
    title,
    message,
    loading: true,
    autoClose: false,
    withCloseButton: false,
  });
}

export function notifyOutcome(
  id: string,
  kind: 'success' | 'error',
  title: string,
  message: string,
): void {
  notifications.update({
    id,
    title,
    message,
    loading: false,
    color: kind === 'success' ? 'green' : 'red',
    autoClose: kind === 'success' ? 4000 : 8000,
    withCloseButton: true,
    closeButtonProps: closeButtonProps(),
  });
}
