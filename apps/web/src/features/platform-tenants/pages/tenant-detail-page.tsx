import { useState } from 'react';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { DetailHeader, EditButton } from '../../../shared/ui/detail-header.tsx';
import { detailPageState, type DetailTextKey } from '../../../shared/ui/detail-page-state.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { usePlatformTenant } from '../../../api/platform-tenants/get-platform-tenants.ts';
import { companyAddress } from '../components/company-address.ts';
import { TenantStatusBadge } from '../components/tenant-columns.tsx';
import { ImpersonateButton } from '../components/impersonate-button.tsx';
import { DeleteCompanyButton } from '../components/delete-company-button.tsx';
import { DeletionBanner } from '../components/deletion-banner.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { TenantFormModal } from '../components/tenant-form-modal.tsx';
import { tenantMoves, useTenantStatus } from '../components/use-tenant-status.tsx';

// Deleting and restoring have their own buttons: the confirmation states the grace and offers
// the data first, and the banner shows the due date beside the way back.
const deletionMoves = new Set<string>(['scheduleDeletion', 'restore']);

const usageKeys = ['branches', 'vehicles', 'users', 'customers', 'reservations'] as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{children}</Text>
    </Stack>
  );
}

// One company (route /admin/support/tenants/view/:id): its details, what it uses, and the
// moves of its status its super administrators make.
export function TenantDetailPage() {
  const { t } = useTranslation('platform');
  const format = useFormat();
  const { id = '' } = useParams();
  const tenant = usePlatformTenant(id);
  const move = useTenantStatus();
  const [formTarget, setFormTarget] = useState<FormTarget<PlatformTenantView>>(null);
  const listHref = paths.admin.tenants.getHref();
  const state = detailPageState(id, tenant, {
    listHref,
    notFoundIcon: <IconBuildingOff size={36} />,
    text: (key: DetailTextKey) => t(`tenants.${key}`),
  });
  if ('fallback' in state) return state.fallback;
  const data = state.record;

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <DetailHeader
        back={{ to: listHref, label: t('tenants.actions.backToList') }}
        title={data.name}
        badges={
          <Group gap="xs">
            <TenantStatusBadge status={data.status} />
            {data.isDemo && <Badge variant="outline">{t('tenants.detail.demo')}</Badge>}
          </Group>
        }
        subtitle={
          <Text c="dimmed" fz="sm">
            <Anchor href={companyAddress(data.subdomain)} target="_blank" rel="noopener">
              <Ltr>{data.subdomain}</Ltr>
            </Anchor>{' '}
            · {t('tenants.detail.joined', { date: format.date(data.createdAt) })}
          </Text>
        }
        actions={
          <>
            <EditButton
              label={t('tenants.actions.edit')}
              onClick={() => setFormTarget({ mode: 'edit', record: data })}
            />
            <ImpersonateButton tenant={data} />
            {tenantMoves(data.status)
              .filter((action) => !deletionMoves.has(action))
              .map((action) => (
                <Button
                  key={action}
                  variant="light"
                  color={action === 'activate' ? 'green' : 'red'}
                  onClick={() => move(data, action)}
                >
                  {t(`tenants.actions.${action}`)}
                </Button>
              ))}
            <ExportButton tenantId={data.id} />
            <DeleteCompanyButton tenant={data} />
          </>
        }
      />
      <DeletionBanner tenant={data} />
      <SectionCard id="tenant-usage" title={t('tenants.detail.usage')}>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
          {usageKeys.map((key) => (
            <Stack key={key} gap={2}>
              <Text fz="xs" c="dimmed">
                {t(`tenants.usage.${key}`)}
              </Text>
              <Text fz="xl" fw={700}>
                {format.number(data.usage[key])}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </SectionCard>
      <SectionCard id="tenant-details" title={t('tenants.detail.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('tenants.fields.adminEmail')}>
            <Ltr>{data.adminEmail}</Ltr>
          </Fact>
          <Fact label={t('tenants.fields.contactPhone')}>
            <Ltr>{data.contactPhone ?? '—'}</Ltr>
          </Fact>
          <Fact label={t('tenants.fields.address')}>{data.address ?? '—'}</Fact>
          <Fact label={t('tenants.fields.currency')}>{data.currency}</Fact>
          <Fact label={t('tenants.fields.timeZone')}>
            <Ltr>{data.timeZone}</Ltr>
          </Fact>
          <Fact label={t('tenants.fields.taxRate')}>{format.number(data.taxRateBp / 100)}</Fact>
          <Fact label={t('tenants.fields.plan')}>{t(`tenants.plans.${data.plan}`)}</Fact>
          {data.trialEndsAt && (data.status === 'trial' || data.status === 'trial_ended') && (
            <Fact label={t('tenants.fields.trialEndsAt')}>{format.date(data.trialEndsAt)}</Fact>
          )}
        </SimpleGrid>
      </SectionCard>
      <TenantFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </Stack>
  );
}
