import { Anchor, DataList } from '@mantine/core';
import { languageNativeNames, isLanguage } from '@motorpool/domain/locale-lists';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CustomerView } from '../../../api/customers/customer-view.ts';
import { useNationalities } from './use-nationalities.ts';
import { UserText } from '../../../shared/ui/user-text.tsx';

// Customer: identity and licence, contact block, address and emergency contact.
export function CustomerInfoCard({
  customer: c,
  currency,
}: {
  customer: CustomerView;
  currency?: string;
}) {
  const { t } = useTranslation('customers');
  const format = useFormat();
  const countries = useNationalities(c.nationality, c.licenseCountry, c.country);
  const none = t('notSet');
  // Numbers and codes stay on one line; only the e-mail may break.
  const ltr = (value: string | null) =>
    value ? (
      <span style={{ whiteSpace: 'nowrap' }}>
        <Ltr>{value}</Ltr>
      </span>
    ) : (
      none
    );
  const address = [c.street, c.city, c.state, c.postalCode, countries.name(c.country)]
    .filter(Boolean)
    .join(t('detail.addressSeparator'));
  return (
    <SectionCard id="customer-info" title={t('detail.sections.info')}>
      {/* Every label keeps the same share of the row (a long one wraps), so values line up. */}
      <DataList
        orientation="horizontal"
        labelWidth="40%"
        styles={{
          itemLabel: { flex: '0 0 var(--data-list-label-width)' },
          itemValue: { minWidth: 0 },
        }}
      >
        <Field label={t('fields.email')}>
          <Anchor href={`mailto:${c.email}`} fz="sm">
            <Ltr>{c.email}</Ltr>
          </Anchor>
        </Field>
        <Field label={t('fields.phone')}>{ltr(c.phone)}</Field>
        <Field label={t('fields.secondaryPhone')}>{ltr(c.secondaryPhone)}</Field>
        <Field label={t('fields.idNumber')}>{ltr(c.idNumber)}</Field>
        <Field label={t('fields.customerType')}>{t(`type.${c.customerType}`)}</Field>
        <Field label={t('fields.dateOfBirth')}>{format.date(c.dateOfBirth, none)}</Field>
        <Field label={t('fields.gender')}>{c.gender ? t(`gender.${c.gender}`) : none}</Field>
        <Field label={t('fields.nationality')}>{countries.name(c.nationality) || none}</Field>
        <Field label={t('fields.drivingLicenseNumber')}>{ltr(c.drivingLicenseNumber)}</Field>
        <Field label={t('fields.licenseExpiryDate')}>
          {format.date(c.licenseExpiryDate, none)}
        </Field>
        <Field label={t('fields.licenseCountry')}>{countries.name(c.licenseCountry) || none}</Field>
        <Field label={t('fields.preferredContactMethod')}>
          {c.preferredContactMethod ? t(`contactMethod.${c.preferredContactMethod}`) : none}
        </Field>
        <Field label={t('fields.preferredLanguage')}>
          {isLanguage(c.preferredLanguage) ? languageNativeNames[c.preferredLanguage] : none}
        </Field>
        <Field label={t('detail.address')}>{address || none}</Field>
        <Field label={t('fields.creditLimit', { currency: currency ?? '' })}>
          {currency ? format.money(c.creditLimit, currency) : none}
        </Field>
        <Field label={t('fields.emergencyContactName')}>
          {c.emergencyContactName
            ? [c.emergencyContactName, c.relationship].filter(Boolean).join(' · ')
            : none}
        </Field>
        <Field label={t('fields.emergencyContactPhone')}>{ltr(c.emergencyContactPhone)}</Field>
        <Field label={t('fields.fax')}>{ltr(c.fax)}</Field>
        <Field label={t('fields.website')}>{ltr(c.website)}</Field>
        <Field label={t('fields.notes')}>
          {c.notes ? <UserText span>{c.notes}</UserText> : none}
        </Field>
        <Field label={t('columns.created')}>{format.dateTime(c.createdAt)}</Field>
      </DataList>
    </SectionCard>
  );
}
