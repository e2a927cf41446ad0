import { Alert, Button, Card, Group, Image, Loader, Pagination, Stack, Text } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useFreeVehicles } from '../../../api/catalogue/vehicles.ts';

// The cars free for the whole period, priced by the API; the chosen one first.
export function FreeVehicles({
  period,
  current,
  exclude,
  onChoose,
}: {
  period: { pickupDate: string; returnDate: string; branchId?: string };
  current?: string;
  exclude?: string;
  onChoose: (vehicleId: string) => void;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const list = useFreeVehicles(period, page);
  if (list.isPending) return <Loader role="status" size="sm" aria-label={t('vehicle.loading')} />;
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {t('vehicle.loadError')}
      </Alert>
    );
  }
  const rows = list.data.data.filter((row) => row.vehicle.id !== exclude);
  rows.sort((a, b) => Number(b.vehicle.id === current) - Number(a.vehicle.id === current));
  if (rows.length === 0) {
    return <Alert color="yellow">{t('vehicle.noneFree')}</Alert>;
  }
  const pages = Math.ceil(list.data.total / list.data.limit);
  return (
    <Stack gap="sm">
      {rows.map(({ vehicle, quote }) => {
        const name = `${vehicle.make} ${vehicle.model} ${vehicle.year}`;
        const chosen = vehicle.id === current;
        return (
          <Card
            key={vehicle.id}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-label={name}
            style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              {vehicle.imageUrl ? (
                <Image src={vehicle.imageUrl} alt="" w={88} h={64} radius="sm" fit="cover" />
              ) : (
                <IconCar size={48} aria-hidden />
              )}
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>
                  <bdi>{name}</bdi>
                </Text>
                <Text fz="sm" c="dimmed">
                  {t('vehicle.perDay', { price: format.money(quote.dailyRate, quote.currency) })}
                </Text>
                <Text fz="sm" fw={600}>
                  {t('vehicle.total', {
                    price: format.money(quote.total, quote.currency),
                    count: quote.days,
                  })}
                </Text>
              </Stack>
            </Group>
            <Button
              mt="sm"
              fullWidth
              variant={chosen ? 'filled' : 'light'}
              onClick={() => onChoose(vehicle.id)}
              aria-label={t('vehicle.chooseNamed', { name })}
            >
              {chosen ? t('vehicle.continueWith') : t('vehicle.choose')}
            </Button>
          </Card>
        );
      })}
      {pages > 1 ? (
        <Pagination value={page} onChange={setPage} total={pages} size="sm" mx="auto" />
      ) : null}
    </Stack>
  );
}
