import { Button } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageMessage } from './full-page-message.tsx';

export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon={<IconMoodSad size={40} stroke={1.5} />}
      title={t('notFound.title')}
      description={t('notFound.body')}
      actions={
        <Button component={Link} to={homeHref} mt="sm">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}

export function AdminNotFoundPage() {
  return <NotFoundPage homeHref="/admin/general/dashboard" />;
}
