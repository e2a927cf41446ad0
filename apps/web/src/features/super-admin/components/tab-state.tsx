import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error.tsx';

// What a tab shows while its data loads, or when it could not be loaded (with a retry).
export function TabState({
  isError,
  refetch,
  isFetching,
}: {
  isError: boolean;
  refetch: () => unknown;
  isFetching: boolean;
}) {
  const { t } = useTranslation('superAdmin');
  if (isError) {
    return (
      <LoadError
        title={t('loadError.title')}
        description={t('loadError.description')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}
