import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type OfferView,
  offerCreateSchema,
  offerDiscountKinds,
} from '@motorpool/domain/schemas/offer';
import { vehicleCategories } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateOffer, useUpdateOffer } from '../../../api/offers/offers.ts';
import {
  changedOfferFields,
  initialOfferValues,
  offerFormFields,
  type OfferFormValues,
  toOfferInput,
} from './offer-form-values.ts';
import { OfferImageField } from './offer-image-field.tsx';

type OfferFormProps = {
  offer?: OfferView;
  onDone: (offer: OfferView) => void;
  onCancel: () => void;
};

// Offer create/edit, validated with the domain schema (translated messages); the API's
// 400/409 details (a taken promo code) land on their fields.
export function OfferForm({ offer, onDone, onCancel }: OfferFormProps) {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const currency = useTenantCurrency();
  const createOffer = useCreateOffer();
  const updateOffer = useUpdateOffer();

  const form = useForm<OfferFormValues>({
    mode: 'controlled',
    initialValues: initialOfferValues(offer, currency),
    validate: (values) => schemaErrors(offerCreateSchema, toOfferInput(values, currency), language),
  });
  const { focusFirstError, showServerErrors } = formErrorHandling(form, offerFormFields);

  const handleSubmit = form.onSubmit(async (values) => {
    const parsed = offerCreateSchema.safeParse(toOfferInput(values, currency));
    if (!parsed.success) return;
    try {
      let saved: OfferView;
      if (offer) {
        const body = changedOfferFields(parsed.data, offer);
        saved =
          Object.keys(body).length > 0
            ? await updateOffer.mutateAsync({ id: offer.id, body })
            : offer;
      } else {
        saved = await createOffer.mutateAsync(parsed.data);
      }
      const key = offer ? 'updated' : 'created';
      notifySuccess(t(`toasts.${key}.title`), t(`toasts.${key}.message`, { title: saved.titleEn }));
      onDone(saved);
    } catch (error) {
      if (showServerErrors(error) === 'onFields') return;
      const key = offer ? 'updateFailed' : 'createFailed';
      notifyFailure(t(`toasts.${key}.title`), t(`toasts.${key}.message`), error);
    }
  }, focusFirstError);

  const percent = form.values.discount.kind === 'percent';

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('fields.titleEn')}
            withAsterisk
            dir="ltr"
            data-autofocus
            {...form.getInputProps('titleEn')}
          />
          <TextInput
            label={t('fields.titleAr')}
            withAsterisk
            dir="rtl"
            {...form.getInputProps('titleAr')}
          />
          <Textarea
            label={t('fields.bodyEn')}
            dir="ltr"
            autosize
            minRows={2}
            {...form.getInputProps('bodyEn')}
          />
          <Textarea
            label={t('fields.bodyAr')}
            dir="rtl"
            autosize
            minRows={2}
            {...form.getInputProps('bodyAr')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="offer-discount-kind">
            {t('fields.discountKind')}
          </Text>
          <SegmentedControl
            aria-labelledby="offer-discount-kind"
            data={offerDiscountKinds.map((kind) => ({
              value: kind,
              label: t(`discountKinds.${kind}`),
            }))}
            {...form.getInputProps('discount.kind')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={percent ? t('fields.percent') : t('fields.amount')}
            withAsterisk
            inputMode="decimal"
            dir="ltr"
            rightSection={percent ? '%' : undefined}
            {...form.getInputProps('discount.value')}
          />
          <TextInput
            label={t('fields.promoCode')}
            description={t('fields.promoCodeHint')}
            dir="ltr"
            {...form.getInputProps('promoCode')}
          />
          <TextInput
            label={t('fields.validFrom')}
            type="date"
            withAsterisk
            {...form.getInputProps('validFrom')}
          />
          <TextInput
            label={t('fields.validUntil')}
            type="date"
            withAsterisk
            {...form.getInputProps('validUntil')}
          />
          <MultiSelect
            label={t('fields.categories')}
            description={t('fields.categoriesHint')}
            data={vehicleCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            clearable
            {...form.getInputProps('categories')}
          />
          <NumberInput
            label={t('fields.featuredOrder')}
            min={0}
            max={1000}
            allowDecimal={false}
            {...form.getInputProps('featuredOrder')}
          />
          <NumberInput
            label={t('fields.maxRedemptions')}
            description={t('fields.maxRedemptionsHint', {
              count: offer?.redemptions ?? 0,
            })}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxRedemptions')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.oncePerCustomer')}
          {...form.getInputProps('oncePerCustomer', { type: 'checkbox' })}
        />
        <Switch
          label={t('fields.firstBookingOnly')}
          description={t('fields.firstBookingOnlyHint')}
          {...form.getInputProps('firstBookingOnly', { type: 'checkbox' })}
        />
        <Switch
          label={t('fields.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        {offer ? (
          <OfferImageField offer={offer} />
        ) : (
          <Text c="dimmed" fz="sm">
            {t('form.imageAfterCreate')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={createOffer.isPending || updateOffer.isPending}>
            {offer ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
