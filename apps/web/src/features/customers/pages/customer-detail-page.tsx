import { useState } from 'react';
import { Button, Grid, Stack, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import { DetailHeader, EditButton } from '../../../shared/ui/detail-header.tsx';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { customerName, type CustomerView } from '../../../api/customers/customer-view.ts';
import { useCustomer } from '../../../api/customers/get-customer.ts';
import { CustomerActivityCard } from '../components/customer-activity-card.tsx';
import { CustomerDocuments } from '../components/customer-documents.tsx';
import { CustomerFormDrawer } from '../components/customer-form-drawer.tsx';
import { CustomerRentalHistory } from '../components/customer-history-cards.tsx';
import { CustomerInfoCard } from '../components/customer-info-card.tsx';
import { CustomerPaymentHistory } from '../components/customer-payment-history.tsx';
import { CustomerStats } from '../components/customer-stats.tsx';
import {
  allowedCustomerActions,
  dangerousCustomerActions,
} from '../components/customer-status-actions.ts';
import { CustomerStatusBadge } from '../components/customer-status-badge.tsx';
import { CustomerStatusDialog, type StatusTarget } from '../components/customer-status-dialog.tsx';
import { customerActionIcons } from '../components/use-customer-row-actions.tsx';

// Customer details (route /admin/management/customers/view/:id).
export function CustomerDetailPage() {
  const { t } = useTranslation('customers');
  const { id = '' } = useParams();
  const { can } = useCurrentUser();
  const customer = useCustomer(id);
  const currency = useTenantCurrency();
  const [formTarget, setFormTarget] = useState<FormTarget<CustomerView>>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget>(null);

  const listHref = paths.admin.customers.getHref();
  const state = detailPageState(id, customer, {
    listHref,
    notFoundIcon: <IconUserOff size={36} />,
    text: (key) => t(key),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  const statusActions = can('customers:status') ? allowedCustomerActions(data.status) : [];
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <DetailHeader
        back={{ to: listHref, label: t('actions.backToList') }}
        title={<bdi>{customerName(data)}</bdi>}
        badges={<CustomerStatusBadge status={data.status} size="lg" />}
        subtitle={
          <Text c="dimmed" fz="sm">
            <Ltr>{data.email}</Ltr> · <Ltr>{data.phone}</Ltr>
          </Text>
        }
        actions={
          <>
            {can('customers:update') && (
              <EditButton
                label={t('actions.edit')}
                onClick={() => setFormTarget({ mode: 'edit', record: data })}
              />
            )}
            {statusActions.map((action) => {
              const Icon = customerActionIcons[action];
              return (
                <Button
                  key={action}
                  variant="light"
                  color={dangerousCustomerActions.has(action) ? 'red' : undefined}
                  leftSection={<Icon size={16} aria-hidden />}
                  onClick={() => setStatusTarget({ customer: data, action })}
                >
                  {t(`actions.${action}`)}
                </Button>
              );
            })}
          </>
        }
      />
      <CustomerStats customer={data} currency={currency} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <CustomerInfoCard customer={data} currency={currency} />
            <SectionCard id="customer-documents" title={t('detail.sections.documents')}>
              <CustomerDocuments customerId={data.id} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <CustomerRentalHistory customer={data} />
            {can('payments:read') && <CustomerPaymentHistory customerId={data.id} />}
            <CustomerActivityCard customerId={data.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      <CustomerFormDrawer target={formTarget} onClose={() => setFormTarget(null)} />
      <CustomerStatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </Stack>
  );
}
