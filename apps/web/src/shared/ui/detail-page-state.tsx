import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { DetailSkeleton } from './detail-skeleton.tsx';
import { FullPageMessage } from './full-page-message.tsx';
import { LoadError } from './load-error.tsx';

type RecordQuery<T> = {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** The keys every feature's namespace has for its details page. */
export type DetailTextKey =
  | 'actions.backToList'
  | 'detail.notFound.title'
  | 'detail.notFound.description'
  | 'detail.loadError.title'
  | 'detail.loadError.description'
  | 'detail.loading';

type DetailPageOptions = {
  /** the list the page came from: the not-found page's way back */
  listHref: string;
  notFoundIcon: ReactNode;
  /** the feature's translation of each key */
  text: (key: DetailTextKey) => string;
  /** a feature's own wording of "Try again" */
  retryLabel?: string;
};

// What a details page shows before its record: not found (no id, or a 404), a load failure
// with a retry (also when a refresh of a shown record fails), or the skeleton while it loads.
export function detailPageState<T>(
  id: string,
  query: RecordQuery<T>,
  { listHref, notFoundIcon, text, retryLabel }: DetailPageOptions,
): { record: T } | { fallback: ReactNode } {
  if (id === '' || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return {
      fallback: (
        <FullPageMessage
          icon={notFoundIcon}
          title={text('detail.notFound.title')}
          description={text('detail.notFound.description')}
          actions={
            <Button component={Link} to={listHref} variant="default">
              {text('actions.backToList')}
            </Button>
          }
        />
      ),
    };
  }
  if (query.isError) {
    return {
      fallback: (
        <LoadError
          title={text('detail.loadError.title')}
          description={text('detail.loadError.description')}
          retryLabel={retryLabel}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ),
    };
  }
  if (query.data === undefined)
    return { fallback: <DetailSkeleton label={text('detail.loading')} /> };
  return { record: query.data };
}
