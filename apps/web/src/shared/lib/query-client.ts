import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { formatHttpMessage } from '@motorpool/domain/http-messages';
import { isApiError } from '../api/api-error.ts';
import { currentLanguage } from '../i18n/current-language.ts';
import { notifyError } from '../ui/notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    // `errorToast: false`: the query shows its own failure (an error state, a page of its own).
    queryMeta: { errorToast?: boolean };
  }
}

/** Put in a query's `meta` when its screen shows the failure itself. */
export const ownsItsErrors = { errorToast: false } as const;

// A failed query shows a toast with the server's message and the call that failed.
// Not for a query that shows its own failure, a call its caller cancelled, nor a 401: the
// client has refreshed the session or ended it with its own message by then.
export function notifyQueryError(error: unknown, query: Pick<Query, 'meta'>): void {
  if (query.meta?.errorToast === false) return;
  if (isApiError(error) && (error.status === 401 || error.code === 'REQUEST_CANCELLED')) return;
  const message =
    isApiError(error) && error.code !== 'INVALID_RESPONSE'
      ? error.message
      : formatHttpMessage('unknownError', currentLanguage());
  notifyError(message, isApiError(error) ? (error.request ?? '') : '');
}

// Queries never retry and never refetch on window focus.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyQueryError }),
    defaultOptions: {
      queries: { retry: 0, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
