import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PublicBranchView } from '@motorpool/domain/schemas/catalogue';
import { useTranslation } from 'react-i18next';
import { fromZonedInput, toZonedInput } from '../../../shared/i18n/zoned-time.ts';
import type { CatalogSearch } from './catalog-search.ts';

type Change = (changes: Partial<CatalogSearch>) => void;

// In a file of its own so the vehicle page does not load the catalogue's filters with it.
/** The period and pickup branch: shared by the list and a vehicle's page. */
export function PeriodFields({
  search,
  timeZone,
  branches,
  onChange,
}: {
  search: Pick<CatalogSearch, 'pickupDate' | 'returnDate' | 'branchId'>;
  timeZone: string;
  branches?: PublicBranchView[] | undefined;
  onChange: Change;
}) {
  const { t } = useTranslation('catalog');
  const ordered =
    !search.pickupDate ||
    !search.returnDate ||
    Date.parse(search.returnDate) > Date.parse(search.pickupDate);
  const date = (key: 'pickupDate' | 'returnDate') => ({
    value: search[key] ? toZonedInput(search[key], timeZone) : '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ [key]: fromZonedInput(event.currentTarget.value, timeZone) }),
  });
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, xs: branches ? 3 : 2 }} spacing="sm">
        <TextInput type="datetime-local" label={t('fields.pickupDate')} {...date('pickupDate')} />
        <TextInput
          type="datetime-local"
          label={t('fields.returnDate')}
          error={ordered ? undefined : t('catalog.datesOrder')}
          {...date('returnDate')}
        />
        {branches ? (
          <NativeSelect
            label={t('fields.pickupBranch')}
            value={search.branchId ?? ''}
            data={[
              { value: '', label: t('catalog.anyBranch') },
              ...branches.map((b) => ({ value: b.id, label: b.name })),
            ]}
            onChange={(event) => onChange({ branchId: event.currentTarget.value || undefined })}
          />
        ) : null}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t('catalog.datesHint', { zone: timeZone })}
      </Text>
    </Stack>
  );
}
