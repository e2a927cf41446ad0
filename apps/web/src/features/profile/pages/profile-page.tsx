import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailSkeleton } from '../../../shared/ui/detail-skeleton.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { OwnDocuments } from '../../../shared/own-documents/own-documents.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { ownProfileQueryOptions } from '../../../api/profile/profile.ts';
import { CustomerDetailsForm } from '../components/customer-details-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

// The signed-in user's own account (customers at /profile, staff in the back office); a
// customer also keeps their licence, address, emergency contact and documents here.
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
          <>
            <SectionCard id="profile-details" title={t('profile.details')}>
              <ProfileForm profile={profile.data} />
            </SectionCard>
            {profile.data.customer ? (
              <SectionCard id="profile-customer" title={t('profile.customer.title')}>
                <CustomerDetailsForm customer={profile.data.customer} />
              </SectionCard>
            ) : null}
            {profile.data.customer ? (
              <SectionCard id="profile-documents" title={t('profile.documents.title')}>
                <OwnDocuments />
              </SectionCard>
            ) : null}
          </>
        )}
        <SectionCard id="profile-password" title={t('profile.password')}>
          <PasswordForm />
        </SectionCard>
      </Stack>
    </Container>
  );
}
