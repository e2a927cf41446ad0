import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { supportedCurrencies } from '@motorpool/domain/locale-lists';
import { tenantPlans } from '@motorpool/domain/value-lists';
import {
  type PlatformTenantView,
  platformTenantUpdateSchema,
} from '@motorpool/domain/schemas/platform-tenant';
import { defaultTenantTimeZone, tenantCreateSchema } from '@motorpool/domain/schemas/tenant';
import { useTranslation } from 'react-i18next';
import { companyAddress } from './company-address.ts';
import { createDefaults, type CreateValues, TenantCreateFields } from './tenant-create-fields.tsx';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useTimeZoneOptions } from '../../../shared/i18n/region-names.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import {
  useCreatePlatformTenant,
  useUpdatePlatformTenant,
} from '../../../api/platform-tenants/save-platform-tenant.ts';

type Values = CreateValues & {
  name: string;
  subdomain: string;
  adminEmail: string;
  contactPhone: string;
  address: string;
  currency: string;
  timeZone: string;
};

const fields = [
  'name',
  'subdomain',
  'adminEmail',
  'contactPhone',
  'address',
  'currency',
  'timeZone',
  'country',
  'plan',
  'adminFirstName',
  'adminLastName',
] as const;

const initialValues = (tenant?: PlatformTenantView): Values => ({
  ...createDefaults,
  name: tenant?.name ?? '',
  subdomain: tenant?.subdomain ?? '',
  adminEmail: tenant?.adminEmail ?? '',
  contactPhone: tenant?.contactPhone ?? '',
  address: tenant?.address ?? '',
  currency: tenant?.currency ?? 'SAR',
  timeZone: tenant?.timeZone ?? defaultTenantTimeZone,
  plan: tenant?.plan ?? createDefaults.plan,
});

// What the form sends: a new company its name, address, country, plan and administrator (the
// country sets currency, zone and VAT); an edit its details, never the subdomain or the
// currency (the company's own setting).
function toInput(values: Values, editing: boolean) {
  const details = {
    name: values.name,
    adminEmail: values.adminEmail,
    ...(values.contactPhone.trim() ? { contactPhone: values.contactPhone } : {}),
    ...(values.address.trim() ? { address: values.address } : {}),
  };
  if (editing) return { ...details, timeZone: values.timeZone, plan: values.plan };
  return {
    ...details,
    subdomain: values.subdomain,
    country: values.country,
    plan: values.plan,
    adminFirstName: values.adminFirstName,
    adminLastName: values.adminLastName,
  };
}

// A company, created or edited by a super administrator: checked with the domain's schemas
// (translated messages); the API's 400/409 details (a taken subdomain) land on their fields.
export function TenantForm({
  tenant,
  onDone,
  onCancel,
}: {
  tenant?: PlatformTenantView;
  onDone: (tenant: PlatformTenantView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('platform');
  const { language } = useLanguage();
  const create = useCreatePlatformTenant();
  const update = useUpdatePlatformTenant();
  const editing = tenant !== undefined;
  const schema = editing ? platformTenantUpdateSchema : tenantCreateSchema;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(tenant),
    validate: (values) => schemaErrors(schema, toInput(values, editing), language),
  });
  const { focusFirstError, showServerErrors } = formErrorHandling(form, fields);
  const zones = useTimeZoneOptions(tenant?.timeZone);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      let saved: PlatformTenantView;
      if (tenant) {
        const parsed = platformTenantUpdateSchema.safeParse(toInput(values, true));
        if (!parsed.success) return;
        saved = await update.mutateAsync({ id: tenant.id, body: parsed.data });
      } else {
        const parsed = tenantCreateSchema.safeParse(toInput(values, false));
        if (!parsed.success) return;
        saved = await create.mutateAsync(parsed.data);
      }
      const key = tenant ? 'updated' : 'created';
      notifySuccess(
        t(`tenants.toasts.${key}.title`),
        t(`tenants.toasts.${key}.message`, { name: saved.name }),
      );
      onDone(saved);
    } catch (error) {
      if (showServerErrors(error) === 'onFields') return;
      const key = tenant ? 'updateFailed' : 'createFailed';
      notifyFailure(t(`tenants.toasts.${key}.title`), t(`tenants.toasts.${key}.message`), error);
    }
  }, focusFirstError);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('tenants.fields.name')}
            withAsterisk
            data-autofocus
            dir="auto"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('tenants.fields.subdomain')}
            description={t('tenants.form.subdomainHint', {
              example: companyAddress(form.values.subdomain || 'company'),
            })}
            withAsterisk={!editing}
            disabled={editing}
            dir="ltr"
            {...form.getInputProps('subdomain')}
          />
          <TextInput
            label={t('tenants.fields.adminEmail')}
            description={editing ? undefined : t('tenants.form.inviteHint')}
            withAsterisk
            type="email"
            dir="ltr"
            {...form.getInputProps('adminEmail')}
          />
          <TextInput
            label={t('tenants.fields.contactPhone')}
            type="tel"
            dir="ltr"
            {...form.getInputProps('contactPhone')}
          />
          <TextInput
            label={t('tenants.fields.address')}
            dir="auto"
            {...form.getInputProps('address')}
          />
          {editing ? (
            <>
              <Select
                label={t('tenants.fields.currency')}
                data={[...supportedCurrencies]}
                allowDeselect={false}
                disabled
                {...form.getInputProps('currency')}
              />
              <Select
                label={t('tenants.fields.timeZone')}
                data={zones}
                allowDeselect={false}
                searchable
                limit={100}
                {...form.getInputProps('timeZone')}
              />
              <Select
                label={t('tenants.fields.plan')}
                data={tenantPlans.map((plan) => ({
                  value: plan,
                  label: t(`tenants.plans.${plan}`),
                }))}
                allowDeselect={false}
                {...form.getInputProps('plan')}
              />
            </>
          ) : (
            <TenantCreateFields form={form} />
          )}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('tenants.form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? t('tenants.form.save') : t('tenants.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
