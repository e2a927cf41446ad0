import { Badge, DataList, Group, Table, Text } from '@mantine/core';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { weekdays } from '@motorpool/domain/locale-lists';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { BranchStatusBadge } from './branch-status-badge.tsx';
import { useCountries } from './use-countries.ts';

// Branch fields: contact, manager, amenities and the week's opening hours.
export function BranchInfoCard({ branch }: { branch: BranchView }) {
  const { t } = useTranslation('branches');
  const { config } = useLanguage();
  const countries = useCountries(branch.country);
  const notSet = t('notSet');
  const ordered = [
    ...weekdays.slice(config.firstDayOfWeek),
    ...weekdays.slice(0, config.firstDayOfWeek),
  ];
  return (
    <>
      <SectionCard id="branch-info" title={t('detail.sections.info')}>
        <DataList orientation="horizontal" labelWidth={130}>
          <Field label={t('fields.code')}>
            <Ltr>{branch.code}</Ltr>
          </Field>
          <Field label={t('fields.status')}>
            <BranchStatusBadge status={branch.status} />
          </Field>
          <Field label={t('fields.address')}>{branch.address}</Field>
          <Field label={t('fields.city')}>{branch.city}</Field>
          <Field label={t('fields.country')}>{countries.label(branch.country)}</Field>
          <Field label={t('fields.phone')}>
            <Ltr>{branch.phone}</Ltr>
          </Field>
          <Field label={t('fields.email')}>
            <Ltr>{branch.email}</Ltr>
          </Field>
          <Field label={t('fields.manager')}>{branch.managerName ?? notSet}</Field>
          <Field label={t('fields.amenities')}>
            {branch.amenities.length === 0 ? (
              notSet
            ) : (
              <Group gap={6}>
                {branch.amenities.map((amenity) => (
                  <Badge key={amenity} variant="outline" color="gray" tt="none">
                    {t(`amenities.${amenity}`)}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </DataList>
      </SectionCard>
      <SectionCard id="branch-hours" title={t('detail.sections.hours')}>
        {branch.operatingHours ? (
          <Table verticalSpacing={4} aria-labelledby="branch-hours">
            <Table.Tbody>
              {ordered.map((day) => {
                const hours = branch.operatingHours?.[day];
                return (
                  <Table.Tr key={day}>
                    <Table.Th scope="row" fw={500}>
                      {t(`weekdays.${day}`)}
                    </Table.Th>
                    <Table.Td>
                      {!hours || hours.closed ? (
                        <Text c="dimmed" fz="sm">
                          {t('hours.closed')}
                        </Text>
                      ) : (
                        <Ltr>
                          {hours.openTime} – {hours.closeTime}
                        </Ltr>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" fz="sm">
            {notSet}
          </Text>
        )}
      </SectionCard>
    </>
  );
}
