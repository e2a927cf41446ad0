import type { ReactNode } from 'react';
import { Button, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authPaths } from '../lib/auth-paths.ts';
import { AuthCard } from './auth-card.tsx';

type AuthStatusCardProps = {
  /** the step failed: say so and offer the way back to sign-in */
  failed: boolean;
  icon: ReactNode;
  title: string;
  failure: { title: string; description: string };
};

// A sign-in step that runs by itself (a link from an e-mail, the return from a provider): a
// spinner while it works, or why it failed with the way back to sign-in.
export function AuthStatusCard({ failed, icon, title, failure }: AuthStatusCardProps) {
  const { t } = useTranslation('auth');
  if (failed) {
    return (
      <AuthCard
        icon={<IconAlertCircle size={28} />}
        title={failure.title}
        description={failure.description}
      >
        <Button component={Link} to={authPaths.customerLogin}>
          {t('forgot.backToLogin')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={icon} title={title}>
      <Stack align="center">
        <Loader role="status" aria-label={title} />
      </Stack>
    </AuthCard>
  );
}
