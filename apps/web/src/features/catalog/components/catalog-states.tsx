import { Button, EmptyState } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error.tsx';

// The catalogue's failure and no-results states, loaded only when one is shown: EmptyState and
// LoadError are about 2 KB gzip that a visitor finding cars never needs.
export default function CatalogState({
  kind,
  dated,
  retrying,
  onRetry,
  onClear,
}: {
  kind: 'error' | 'empty';
  dated: boolean;
  retrying: boolean;
  onRetry: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalog');
  if (kind === 'error') {
    return (
      <LoadError
        title={t('catalog.loadError')}
        description={t('catalog.loadErrorDescription')}
        onRetry={onRetry}
        retrying={retrying}
        retryLabel={t('retry')}
      />
    );
  }
  return (
    <EmptyState
      py="xl"
      icon={<IconCarOff size={32} aria-hidden />}
      title={dated ? t('catalog.emptyDated') : t('catalog.empty')}
      description={dated ? t('catalog.emptyDatedDescription') : t('catalog.emptyDescription')}
    >
      <Button variant="default" onClick={onClear}>
        {t('catalog.clearFilters')}
      </Button>
    </EmptyState>
  );
}
