import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageMessage } from './full-page-message.tsx';

// A signed-in user without the permission a page needs: a message, never a crash.
export function ForbiddenPage({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon={<IconLock size={38} stroke={1.5} />}
      color="red"
      title={t('forbidden.title')}
      description={t('forbidden.body')}
      actions={
        <Button component={Link} to={homeHref} mt="sm">
          {t('forbidden.back')}
        </Button>
      }
    />
  );
}
