import { Group, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AvailableVehicleView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useBookingFormat } from './use-booking-format.ts';

export type VehicleChoice = {
  vehicle: Pick<AvailableVehicleView['vehicle'], 'id' | 'make' | 'model' | 'year' | 'licensePlate'>;
  /** the period's price (absent for the vehicle an edited booking already holds) */
  quote?: AvailableVehicleView['quote'];
};

type VehiclePickerProps = {
  /** false until the period is typed: nothing to search yet */
  ready: boolean;
  choices: VehicleChoice[];
  loading: boolean;
  failed: boolean;
  value: string;
  onChange: (vehicleId: string) => void;
  search: string;
  onSearch: (search: string) => void;
  error?: string;
};

// The free vehicles for the period (GET /vehicles/availability), each with the API's price for
// it; only these can be chosen.
export function VehiclePicker(props: VehiclePickerProps) {
  const { t } = useTranslation('reservations');
  const { amount } = useBookingFormat();
  const { ready, choices, loading, failed, value, onChange, search, onSearch, error } = props;

  let body;
  if (!ready) {
    body = (
      <Text fz="sm" c="dimmed">
        {t('form.vehicle.pickPeriod')}
      </Text>
    );
  } else if (failed) {
    body = (
      <Text fz="sm" c="red" role="alert">
        {t('form.vehicle.loadError')}
      </Text>
    );
  } else if (choices.length === 0) {
    body = loading ? (
      <Loader size="sm" role="status" aria-label={t('form.vehicle.searching')} />
    ) : (
      <Text fz="sm" c="dimmed">
        {t('form.vehicle.none')}
      </Text>
    );
  } else {
    body = (
      <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
        <Stack gap="xs">
          {choices.map(({ vehicle, quote }) => (
            <Radio.Card key={vehicle.id} value={vehicle.id} radius="md" p="sm">
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator />
                <Stack gap={2} style={{ flex: 1 }} miw={0}>
                  <Text fz="sm" fw={600}>
                    <bdi>{`${vehicle.make} ${vehicle.model} ${vehicle.year}`}</bdi>
                  </Text>
                  <Text fz="xs" c="dimmed">
                    <Ltr>{vehicle.licensePlate}</Ltr>
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  {quote ? (
                    <>
                      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {amount(quote.total, quote.currency)}
                      </Text>
                      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('form.vehicle.perDay', {
                          rate: amount(quote.dailyRate, quote.currency),
                        })}
                      </Text>
                    </>
                  ) : (
                    <Text fz="xs" c="dimmed">
                      {t('form.vehicle.current')}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label={t('fields.vehicle')}
      description={t('form.vehicle.hint')}
      withAsterisk
      error={error}
      data-path="vehicleId"
    >
      <Stack gap="xs" mt="xs">
        {ready && (
          <TextInput
            type="search"
            aria-label={t('form.vehicle.search')}
            placeholder={t('form.vehicle.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={loading && choices.length > 0 ? <Loader size="xs" /> : null}
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        )}
        {body}
      </Stack>
    </Radio.Group>
  );
}
