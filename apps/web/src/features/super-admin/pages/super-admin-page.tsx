import type { ReactNode } from 'react';
import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNewContactRequestCount } from '../../../api/platform-contact-requests/contact-requests.ts';
import { ActivityTab } from '../components/activity-tab.tsx';
import { HealthTab } from '../components/health-tab.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';
import { RequestsTab } from '../components/requests-tab.tsx';

export const superAdminTabs = [
  'overview',
  'tenants',
  'health',
  'activity',
  'requests',
  'privacy',
] as const;
type SuperAdminTab = (typeof superAdminTabs)[number];

const isTab = (value: string | null): value is SuperAdminTab =>
  superAdminTabs.includes(value as SuperAdminTab);

// The super administrators' dashboard (route /admin/support/superAdmin). The open tab is in the
// address (?tab=), so a link or a reload opens the same one. The companies' list belongs to
// the platform-tenants feature: the route hands it in as `tenants`, and the data-rights
// requests the privacy feature's, as `privacy`.
export function SuperAdminPage({ tenants, privacy }: { tenants: ReactNode; privacy: ReactNode }) {
  const { t } = useTranslation('superAdmin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SuperAdminTab = isTab(requested) ? requested : 'overview';
  const newRequests = useNewContactRequestCount();
  const open = (next: string | null) => {
    if (!isTab(next)) return;
    setParams((current) => {
      const kept = new URLSearchParams();
      kept.set('tab', next);
      // another tab's own search parameters (the companies grid's) would mean nothing here
      if (next === 'tenants') current.forEach((v, k) => k !== 'tab' && kept.set(k, v));
      return kept;
    });
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('description')}</Text>
      </div>
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List>
          {superAdminTabs.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              rightSection={
                name === 'requests' && newRequests ? (
                  <Badge
                    size="sm"
                    color="red"
                    circle
                    aria-label={t('newRequests', { count: newRequests })}
                  >
                    {newRequests}
                  </Badge>
                ) : undefined
              }
            >
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab />
        </Tabs.Panel>
        <Tabs.Panel value="tenants" pt="md">
          {tenants}
        </Tabs.Panel>
        <Tabs.Panel value="health" pt="md">
          <HealthTab />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <ActivityTab />
        </Tabs.Panel>
        <Tabs.Panel value="privacy" pt="md">
          {privacy}
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <RequestsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
