import {
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { currencyExponent } from '@motorpool/domain/money';
import { isCurrency } from '@motorpool/domain/locale-lists';
import {
  fuelTypes,
  transmissions,
  vehicleCategories,
  vehicleFeatures,
} from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import type { PublicBranchView } from '@motorpool/domain/schemas/catalogue';
import type { CatalogSearch } from './catalog-search.ts';
import { PeriodFields } from './period-fields.tsx';
import { useSpecLabels } from './spec-labels.ts';

const seatChoices = [2, 4, 5, 7];

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-xl)',
  cursor: 'pointer',
} as const;

function scaleOf(currency: string | undefined): number {
  return 10 ** (currency && isCurrency(currency) ? currencyExponent(currency) : 2);
}

type Change = (changes: Partial<CatalogSearch>) => void;

// The catalogue's filters; every change goes to the address (catalog-search.ts).
export function CatalogFilters({
  search,
  currency,
  timeZone,
  branches,
  onChange,
  onClear,
}: {
  search: CatalogSearch;
  currency: string | undefined;
  timeZone: string;
  branches: PublicBranchView[] | undefined;
  onChange: Change;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalog');
  const labels = useSpecLabels();
  const scale = scaleOf(currency);
  const select = <T extends string>(values: readonly T[], any: string, label: (v: T) => string) => [
    { value: '', label: any },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  // A plain text field: Mantine's NumberInput (10 KB gzip) adds nothing whole amounts need.
  const rate = (key: 'minRate' | 'maxRate', label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      rightSection={currency ? <Text fz="xs">{currency}</Text> : undefined}
      rightSectionWidth={currency ? 48 : undefined}
      defaultValue={search[key] !== undefined ? String(search[key] / scale) : ''}
      key={`${key}-${search[key] ?? ''}`}
      onBlur={(event) => {
        const text = event.currentTarget.value.replace(/[^\d]/g, '');
        const next = text === '' ? undefined : Number(text) * scale;
        if (next !== search[key]) onChange({ [key]: next });
      }}
    />
  );
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="catalog-filters">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} id="catalog-filters" fz="md" fw={600}>
            {t('catalog.filtersTitle')}
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('catalog.clearFilters')}
          </Button>
        </Group>
        <PeriodFields search={search} timeZone={timeZone} branches={branches} onChange={onChange} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <NativeSelect
            label={t('fields.category')}
            value={search.category ?? ''}
            data={select(vehicleCategories, t('catalog.anyCategory'), labels.category)}
            onChange={(e) => onChange({ category: (e.currentTarget.value || undefined) as never })}
          />
          <NativeSelect
            label={t('fields.transmission')}
            value={search.transmission ?? ''}
            data={select(transmissions, t('catalog.anyTransmission'), labels.transmission)}
            onChange={(e) =>
              onChange({ transmission: (e.currentTarget.value || undefined) as never })
            }
          />
          <NativeSelect
            label={t('fields.fuelType')}
            value={search.fuelType ?? ''}
            data={select(fuelTypes, t('catalog.anyFuel'), labels.fuelType)}
            onChange={(e) => onChange({ fuelType: (e.currentTarget.value || undefined) as never })}
          />
          <NativeSelect
            label={t('fields.seats')}
            value={search.seats ? String(search.seats) : ''}
            data={[
              { value: '', label: t('catalog.anySeats') },
              ...seatChoices.map((n) => ({
                value: String(n),
                label: t('catalog.seatsAtLeast', { count: n }),
              })),
            ]}
            onChange={(e) => onChange({ seats: Number(e.currentTarget.value) || undefined })}
          />
          {rate('minRate', t('catalog.priceFrom'))}
          {rate('maxRate', t('catalog.priceTo'))}
        </SimpleGrid>
        <Stack gap={6} role="group" aria-labelledby="catalog-features">
          <Text id="catalog-features" fz="sm" fw={500}>
            {t('fields.features')}
          </Text>
          {/* Native checkboxes drawn as pills: Mantine's Chip is 2 KB gzip on the catalogue's path. */}
          <Group gap={6}>
            {vehicleFeatures.map((feature) => {
              const checked = search.features.includes(feature);
              return (
                <Box
                  component="label"
                  key={feature}
                  fz="sm"
                  px="sm"
                  py={4}
                  bg={checked ? 'var(--mantine-primary-color-light)' : undefined}
                  style={pill}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    style={{ accentColor: 'var(--mantine-primary-color-filled)', margin: 0 }}
                    onChange={() =>
                      onChange({
                        features: checked
                          ? search.features.filter((f) => f !== feature)
                          : [...search.features, feature],
                      })
                    }
                  />
                  {labels.feature(feature)}
                </Box>
              );
            })}
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
