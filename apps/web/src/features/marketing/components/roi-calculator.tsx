import { useId, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import {
  roiCurrencies,
  roiLimits,
  roiSavings,
  type RoiCurrency,
  type RoiInput,
} from '../lib/roi.ts';
import { Section } from './section.tsx';

type NumberField = Exclude<keyof RoiInput, 'currency'>;

const limitsOf: Record<NumberField, { min: number; max: number }> = {
  fleetSize: roiLimits.fleetSize,
  utilisationPercent: roiLimits.utilisationPercent,
  fuelPerVehicle: roiLimits.monthlySpend,
  maintenancePerVehicle: roiLimits.monthlySpend,
};

const initialInput: RoiInput = {
  fleetSize: 25,
  utilisationPercent: 70,
  fuelPerVehicle: 1_200,
  maintenancePerVehicle: 400,
  currency: 'SAR',
};

// The savings estimate on the stated assumptions (lib/roi.ts), recomputed as the visitor types.
export function RoiCalculator() {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const resultsId = useId();
  const [input, setInput] = useState<RoiInput>(initialInput);
  const savings = roiSavings(input);
  const currencyNames = useMemo(
    () => new Intl.DisplayNames(format.locale, { type: 'currency' }),
    [format.locale],
  );
  const money = (minor: number) => format.money(minor, input.currency);

  const numberField = (
    field: NumberField,
    label: string,
    extra: { suffix?: string; description?: string } = {},
  ) => {
    const value = input[field];
    const { min, max } = limitsOf[field];
    const invalid = !Number.isSafeInteger(value) || value < min || value > max;
    return (
      <NumberInput
        label={label}
        description={extra.description}
        suffix={extra.suffix}
        value={Number.isNaN(value) ? '' : value}
        onChange={(next) =>
          setInput((current) => ({
            ...current,
            [field]: typeof next === 'number' ? next : Number.NaN,
          }))
        }
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        hideControls
        inputMode="numeric"
        error={
          invalid ? t('roi.invalid', { min: format.number(min), max: format.number(max) }) : null
        }
        aria-controls={resultsId}
      />
    );
  };

  return (
    <Section id="roi" title={t('roi.title')} subtitle={t('roi.subtitle')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          {numberField('fleetSize', t('roi.fleetSize'), { suffix: ` ${t('roi.fleetSizeUnit')}` })}
          {numberField('utilisationPercent', t('roi.utilisation'), {
            suffix: '%',
            description: t('roi.utilisationHint'),
          })}
          <NativeSelect
            label={t('roi.currency')}
            value={input.currency}
            onChange={(event) => {
              // read now: the event's target is gone by the time the state updater runs
              const currency = event.currentTarget.value as RoiCurrency;
              setInput((current) => ({ ...current, currency }));
            }}
            data={roiCurrencies.map((code) => ({
              value: code,
              label: `${currencyNames.of(code) ?? code} (${code})`,
            }))}
          />
          {numberField('fuelPerVehicle', t('roi.fuel'), { suffix: ` ${input.currency}` })}
          {numberField('maintenancePerVehicle', t('roi.maintenance'), {
            suffix: ` ${input.currency}`,
          })}
        </Stack>
        <Card withBorder radius="lg" padding="xl" bg="var(--mp-tint)">
          <Stack gap="md" id={resultsId} aria-live="polite" aria-atomic>
            <Title order={3} fz="h4">
              {t('roi.resultsTitle')}
            </Title>
            {savings ? (
              <>
                <Group justify="space-between" wrap="nowrap">
                  <Text>{t('roi.fuelSaving')}</Text>
                  <Text fw={600} data-testid="roi-fuel">
                    {money(savings.fuelMinor)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap">
                  <Text>{t('roi.maintenanceSaving')}</Text>
                  <Text fw={600} data-testid="roi-maintenance">
                    {money(savings.maintenanceMinor)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap" align="baseline">
                  <Text fw={700}>{t('roi.total')}</Text>
                  <Text fw={700} fz={28} data-testid="roi-total">
                    {money(savings.totalMinor)}
                  </Text>
                </Group>
                <Text c="dimmed" fz="sm">
                  {savings.perRentalDayMinor === null
                    ? t('roi.perRentalDayNone')
                    : `${t('roi.perRentalDay')}: ${money(savings.perRentalDayMinor)}`}
                </Text>
              </>
            ) : (
              <Text c="dimmed">{t('roi.subtitle')}</Text>
            )}
            <Text fz="sm" lh={1.6}>
              {t('roi.assumptions')}
            </Text>
            <Button component={Link} to={paths.marketing.signup.getHref()}>
              {t('roi.cta')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Section>
  );
}
