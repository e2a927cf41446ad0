import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailSkeleton } from '../../../shared/ui/detail-skeleton.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { ownProfileQueryOptions } from '../api/profile.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

// The signed-in user's own account (customers at /profile, staff in the back office).
export function ProfilePage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const profile = useQuery(ownProfileQueryOptions());
  return (
    <Container size="md" px={0} py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg" px={{ base: 'sm', sm: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('profile.title')}
        </Title>
        {profile.isPending ? (
          <DetailSkeleton label={tc('loading')} />
        ) : profile.isError ? (
          <LoadError
            title={tc('errors.generic.title')}
            description={tc('errors.generic.message')}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        ) : (
          <SectionCard id="profile-details" title={t('profile.details')}>
            <ProfileForm profile={profile.data} />
          </SectionCard>
        )}
        <SectionCard id="profile-password" title={t('profile.password')}>
          <PasswordForm />
        </SectionCard>
      </Stack>
    </Container>
  );
}
