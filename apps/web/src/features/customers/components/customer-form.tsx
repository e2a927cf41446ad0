import { useState } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { currencyExponent, formatMinor, parseMoney } from '@motorpool/domain/money';
import { int32Max } from '@motorpool/domain/schemas/common';
import { customerCreateSchema, customerUpdateSchema } from '@motorpool/domain/schemas/customer';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { customerName, type CustomerView } from '../../../api/customers/customer-view.ts';
import { useCreateCustomer, useUpdateCustomer } from '../../../api/customers/save-customer.ts';
import {
  AddressFields,
  ContactFields,
  CustomerDocumentsTab,
  CustomerRentalsTab,
  PersonalFields,
} from './customer-form-tabs.tsx';
import {
  changedCustomerFields,
  customerFieldTabs,
  customerFormFields,
  customerFormTabs,
  initialCustomerValues,
  toCustomerInput,
  type CustomerFormTab,
  type CustomerFormValues,
} from './customer-form-values.ts';

type CustomerFormProps = {
  customer?: CustomerView;
  onDone: (customer: CustomerView) => void;
  onCancel: () => void;
};

// Customer create/edit in tabs, checked with the domain schema the API uses; a failed
// check (or the API's 400/409 details) opens the tab of the first field in error.
export function CustomerForm({ customer, onDone, onCancel }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const { language } = useLanguage();
  const format = useFormat();
  const tenantCurrency = useTenantCurrency();
  const currency = isCurrency(tenantCurrency) ? tenantCurrency : defaultCurrency;
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const [tab, setTab] = useState<CustomerFormTab>('personal');
  const schema = customer ? customerUpdateSchema : customerCreateSchema;

  const creditMinor = (values: CustomerFormValues) => {
    if (values.creditLimit === '') return undefined;
    const parsed = parseMoney(String(values.creditLimit), currency);
    return parsed.ok ? parsed.minor : -1;
  };
  const input = (values: CustomerFormValues) =>
    toCustomerInput(values, creditMinor(values), !customer);
  // Past the largest limit kept, the field names that limit in money, not in minor units (or as
  // a negative amount, which is what an amount too long to read would otherwise be taken for).
  const creditTooLarge = (values: CustomerFormValues) =>
    values.creditLimit !== '' &&
    Number(values.creditLimit) * 10 ** currencyExponent(currency) > int32Max;
  const validate = (values: CustomerFormValues) => {
    const errors = schemaErrors(schema, input(values), language);
    if (creditTooLarge(values)) {
      errors.creditLimit = formatMessage('generic.maxAmount', language, {
        max: format.money(int32Max, currency),
      });
    }
    return errors;
  };

  const form = useForm<CustomerFormValues>({
    mode: 'controlled',
    initialValues: {
      ...initialCustomerValues(customer),
      creditLimit: customer ? formatMinor(customer.creditLimit, currency) : '',
    },
    validate,
  });
  const { focusFirstError, showServerErrors } = formErrorHandling(form, customerFormFields);

  // The first field in error may sit on a hidden tab: open it, then focus the field.
  const revealFirstError = (errors: FormErrors) => {
    const first = customerFormFields.find((field) => errors[field]);
    const target = first ? customerFieldTabs[first] : undefined;
    if (target) setTab(target);
    requestAnimationFrame(() => focusFirstError(errors));
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      let saved: CustomerView;
      if (customer) {
        const parsed = customerUpdateSchema.safeParse(input(values));
        if (!parsed.success) return;
        const body = changedCustomerFields(parsed.data, customer);
        saved =
          Object.keys(body).length > 0
            ? await updateCustomer.mutateAsync({ id: customer.id, body })
            : customer;
      } else {
        const parsed = customerCreateSchema.safeParse(input(values));
        if (!parsed.success) return;
        saved = await createCustomer.mutateAsync(parsed.data);
      }
      const key = customer ? 'updated' : 'created';
      notifySuccess(
        t(`toasts.${key}.title`),
        t(`toasts.${key}.message`, { name: customerName(saved) }),
      );
      onDone(saved);
    } catch (error) {
      let onFields: FormErrors = {};
      const outcome = showServerErrors(error, (fieldErrors) => {
        onFields = fieldErrors;
      });
      if (outcome !== 'notOnFields') revealFirstError(onFields);
      if (outcome === 'onFields') return;
      const key = customer ? 'updateFailed' : 'createFailed';
      notifyFailure(t(`toasts.${key}.title`), t(`toasts.${key}.message`), error);
    }
  }, revealFirstError);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Tabs value={tab} onChange={(value) => value && setTab(value as CustomerFormTab)}>
          <Tabs.List>
            {customerFormTabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`form.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="personal" pt="md">
            <PersonalFields form={form} creating={!customer} currency={currency} />
          </Tabs.Panel>
          <Tabs.Panel value="contact" pt="md">
            <ContactFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="address" pt="md">
            <AddressFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="documents" pt="md">
            <CustomerDocumentsTab customer={customer} />
          </Tabs.Panel>
          <Tabs.Panel value="rentals" pt="md">
            <CustomerRentalsTab customer={customer} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {customer ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
