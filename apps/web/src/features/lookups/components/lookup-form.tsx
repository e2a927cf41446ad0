import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { currencyExponent } from '@motorpool/domain/money';
import {
  type LookupView,
  lookupCreateSchema,
  lookupUpdateSchema,
} from '@motorpool/domain/schemas/lookup';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useLookupTypes } from '../../../api/lookups/get-lookup-stats.ts';
import { useCreateLookup, useUpdateLookup } from '../../../api/lookups/save-lookup.ts';
import {
  changedLookupFields,
  initialLookupValues,
  lookupFormFields,
  suggestCode,
  toLookupInput,
  type LookupFormValues,
} from './lookup-form-values.ts';
import { isAddOnType, priceValue } from './lookup-price.ts';
import { useLookupLabels } from './use-lookup-labels.ts';

type LookupFormProps = {
  /** absent: create; present: edit this lookup */
  lookup?: LookupView;
  /** a per-type screen: the type is preset and its field hidden */
  fixedType?: string;
  /** the company's currency, in which an add-on's price is typed */
  currency: string;
  onDone: (lookup: LookupView) => void;
  onCancel: () => void;
};

// Lookups create/edit: the domain schema validates (the code live, as it is typed or
// suggested from type + name), the API's 400/409 details land on their fields. Insurance
// options and extras take a price and its unit instead of a free-text value.
export function LookupForm({ lookup, fixedType, currency, onDone, onCancel }: LookupFormProps) {
  const { t } = useTranslation('lookups');
  const { language } = useLanguage();
  const labels = useLookupLabels();
  const types = useLookupTypes();
  const createLookup = useCreateLookup();
  const updateLookup = useUpdateLookup();
  const schema = lookup ? lookupUpdateSchema : lookupCreateSchema;
  // The code follows type + name until the user types one of their own.
  const [codeTouched, setCodeTouched] = useState(lookup !== undefined);

  const form = useForm<LookupFormValues>({
    mode: 'controlled',
    initialValues: initialLookupValues(currency, lookup, fixedType),
    validate: (values) => {
      const errors = schemaErrors(schema, toLookupInput(values, currency), language);
      if (!isAddOnType(values.type)) return errors;
      const price = priceValue(values, currency);
      return price.ok ? errors : { ...errors, price: t(`form.${price.problem}`) };
    },
    validateInputOnChange: ['code'],
    onValuesChange: (values, previous) => {
      if (codeTouched) return;
      if (values.name === previous.name && values.type === previous.type) return;
      const code = suggestCode(values.type, values.name);
      if (code !== values.code) form.setFieldValue('code', code);
    },
  });

  const { focusFirstError, showServerErrors } = formErrorHandling(form, lookupFormFields);

  const handleError = (error: unknown) => {
    const outcome = showServerErrors(error, (fieldErrors, apiError) => {
      if (apiError.status === 409 && !fieldErrors.code) fieldErrors.code = apiError.message;
      if (fieldErrors.value && isAddOnType(form.getValues().type)) {
        fieldErrors.price = fieldErrors.value;
        delete fieldErrors.value;
      }
    });
    if (outcome === 'onFields') return;
    const key = lookup ? 'updateFailed' : 'createFailed';
    notifyFailure(t(`toasts.${key}.title`), t(`toasts.${key}.message`), error);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const input = toLookupInput(values, currency);
      let saved: LookupView;
      if (lookup) {
        const parsed = lookupUpdateSchema.safeParse(input);
        if (!parsed.success) return;
        const body = changedLookupFields(parsed.data, values, lookup);
        saved =
          Object.keys(body).length > 0
            ? await updateLookup.mutateAsync({ id: lookup.id, body })
            : lookup;
      } else {
        const parsed = lookupCreateSchema.safeParse(input);
        if (!parsed.success) return;
        saved = await createLookup.mutateAsync(parsed.data);
      }
      const key = lookup ? 'updated' : 'created';
      notifySuccess(
        t(`toasts.${key}.title`),
        t(`toasts.${key}.message`, { name: labels.name(saved) }),
      );
      onDone(saved);
    } catch (error) {
      handleError(error);
    }
  }, focusFirstError);

  const typeOptions = [...new Set((types.data ?? []).map((entry) => entry.type))].map((type) => ({
    value: type,
    label: labels.type(type),
  }));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.name')}
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('form.nameAr')}
            description={t('form.nameArHint')}
            dir="rtl"
            lang="ar"
            autoComplete="off"
            {...form.getInputProps('nameAr')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {!fixedType && (
            <Autocomplete
              label={t('form.type')}
              description={t('form.typeHint')}
              withAsterisk
              dir="ltr"
              data={typeOptions.map((option) => option.value)}
              {...form.getInputProps('type')}
            />
          )}
          <TextInput
            label={t('form.code')}
            description={t('form.codeHint')}
            withAsterisk
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps('code')}
            onChange={(event) => {
              setCodeTouched(true);
              form.setFieldValue('code', event.currentTarget.value.toUpperCase());
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.category')}
            autoComplete="off"
            {...form.getInputProps('category')}
          />
          <NumberInput
            label={t('form.sortOrder')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sortOrder')}
          />
        </SimpleGrid>
        {isAddOnType(form.values.type) ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t('form.price', { currency })}
              withAsterisk
              allowNegative={false}
              thousandSeparator={false}
              decimalScale={currencyExponent(isCurrency(currency) ? currency : defaultCurrency)}
              {...form.getInputProps('price')}
            />
            <Radio.Group label={t('form.charged')} {...form.getInputProps('priceUnit')}>
              <Group gap="lg" mt={8}>
                <Radio value="day" label={t('form.perDay')} />
                <Radio value="rental" label={t('form.perRental')} />
              </Group>
            </Radio.Group>
          </SimpleGrid>
        ) : (
          <TextInput label={t('form.value')} autoComplete="off" {...form.getInputProps('value')} />
        )}
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <Switch
          label={t('form.isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {lookup ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
