import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader } from '@mantine/core';
import type { CompanySettings } from '@motorpool/domain/schemas/company-settings';
import { useTranslation } from 'react-i18next';
import { useCompanySettings } from '../../../../api/settings/company-settings.ts';
import { BrandingSection } from './branding-section.tsx';
import { CompanySection } from './company-section.tsx';
import type { Group as SettingsGroup } from './group-form.ts';
import { PaymentsSection } from './payments-section.tsx';
import { RentalPolicySection } from './rental-policy-section.tsx';

const sections: Record<SettingsGroup, (props: { settings: CompanySettings }) => ReactNode> = {
  company: CompanySection,
  branding: BrandingSection,
  rentalPolicy: RentalPolicySection,
  payments: PaymentsSection,
};

// One group of the company settings (GET /tenants/current/settings, read once for all tabs).
export function CompanySettingsPanel({ group }: { group: SettingsGroup }) {
  const { t } = useTranslation('settings');
  const settings = useCompanySettings();
  if (settings.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (settings.isError) {
    return (
      <Alert color="red" title={t('company.loadFailed')}>
        <Group mt="xs">
          <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const Section = sections[group];
  return <Section settings={settings.data} />;
}
