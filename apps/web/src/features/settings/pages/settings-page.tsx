import { Alert, Container, Stack, Tabs, Title } from '@mantine/core';
import {
  IconBuilding,
  IconCalendarCog,
  IconCreditCard,
  IconHistory,
  IconKey,
  IconLogin,
  IconPalette,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useRoles } from '../../../api/settings/roles.ts';
import { AuditList } from '../components/audit-list.tsx';
import { CompanySettingsPanel } from '../components/company/company-settings-panel.tsx';
import { ConflictsList } from '../components/conflicts-list.tsx';
import { PlanUsageCard } from '../components/plan-usage-card.tsx';
import { RolesPanel } from '../components/roles-panel.tsx';
import { SampleDataCard } from '../components/sample-data-card.tsx';
import { SignInSettingsPanel } from '../components/sign-in-settings-panel.tsx';
import { SupportAccessCard } from '../components/support-access-card.tsx';
import { ValidatePermission } from '../components/validate-permission.tsx';

function AccessChecks() {
  const { t } = useTranslation('settings');
  const roles = useRoles();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('access.validateTitle')}
        </Title>
        {roles.data && <ValidatePermission overview={roles.data} />}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('access.conflictsTitle')}
        </Title>
        <ConflictsList />
      </Stack>
    </Stack>
  );
}

// Settings (the company's own settings, roles and permissions, tenant sign-in): a tab per area
// the user may see; the open tab is kept in the address (?tab=) so a reload or a link keeps it.
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { can } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tabs = [
    {
      value: 'company',
      icon: IconBuilding,
      label: t('tabs.company'),
      allowed: can('settings:read'),
      panel: (
        <>
          <PlanUsageCard />
          <SampleDataCard />
          <CompanySettingsPanel group="company" />
        </>
      ),
    },
    {
      value: 'branding',
      icon: IconPalette,
      label: t('tabs.branding'),
      allowed: can('settings:read'),
      panel: <CompanySettingsPanel group="branding" />,
    },
    {
      value: 'rental-policy',
      icon: IconCalendarCog,
      label: t('tabs.rentalPolicy'),
      allowed: can('settings:read'),
      panel: <CompanySettingsPanel group="rentalPolicy" />,
    },
    {
      value: 'payments',
      icon: IconCreditCard,
      label: t('tabs.payments'),
      allowed: can('settings:read'),
      panel: <CompanySettingsPanel group="payments" />,
    },
    {
      value: 'sign-in',
      icon: IconLogin,
      label: t('tabs.signIn'),
      allowed: can('settings:read'),
      panel: (
        <>
          <SignInSettingsPanel />
          <SupportAccessCard />
        </>
      ),
    },
    {
      value: 'roles',
      icon: IconKey,
      label: t('tabs.roles'),
      allowed: can('roles:read'),
      panel: <RolesPanel />,
    },
    {
      value: 'access',
      icon: IconShieldCheck,
      label: t('tabs.access'),
      allowed: can('roles:read'),
      panel: <AccessChecks />,
    },
    {
      value: 'audit',
      icon: IconHistory,
      label: t('tabs.audit'),
      allowed: can('audit:read'),
      panel: <AuditList />,
    },
  ].filter((tab) => tab.allowed);
  const asked = search.get('tab');
  const current = tabs.find((tab) => tab.value === asked)?.value ?? tabs[0]?.value;
  const open = (value: string | null) => {
    if (!value) return;
    setSearch(
      (params) => {
        params.set('tab', value);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        {tabs.length === 0 ? (
          <Alert color="orange">{t('nothingAllowed')}</Alert>
        ) : (
          <Tabs value={current} onChange={open} keepMounted={false}>
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {tabs.map(({ value, icon: Icon, label }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map(({ value, panel }) => (
              <Tabs.Panel key={value} value={value} pt="md">
                {panel}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
