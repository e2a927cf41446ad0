import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { sampleDataKinds, type SampleDataView } from '@motorpool/domain/schemas/sample-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLoadSampleData,
  useRemoveSampleData,
  useSampleData,
} from '../../../api/sample-data/sample-data.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';

// The server says why it refused (the company's own records use sample cars …) in the reader's
// language; anything else gets the operation's own message.
const said = (error: unknown, fallback: string) =>
  isApiError(error) && error.status === 409 ? error.message : fallback;

function Counts({ counts }: { counts: SampleDataView['counts'] }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {sampleDataKinds.map((kind) => (
        <Stack key={kind} gap={0}>
          <Text fz="xs" c="dimmed">
            {t(`sampleData.kinds.${kind}`)}
          </Text>
          <Text fw={600}>{format.number(counts[kind])}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

// The company settings' sample data: a small demo fleet, customers and bookings to try the
// product with, added while the company is empty and removed in one action.
export function SampleDataCard() {
  const { t } = useTranslation('settings');
  const { can } = useCurrentUser();
  const sample = useSampleData();
  const load = useLoadSampleData();
  const remove = useRemoveSampleData();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (sample.isError) return <Alert color="red">{t('sampleData.viewFailed')}</Alert>;
  if (!sample.data) return null;
  const { loaded, canLoad, counts } = sample.data;
  const mayChange = can('settings:update');

  const fill = () => {
    setFailure(null);
    load.mutate(undefined, {
      onSuccess: () => notifySuccess(t('sampleData.loaded'), t('sampleData.loadedMessage')),
      onError: (error) => setFailure(said(error, t('sampleData.loadFailed'))),
    });
  };
  const erase = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: ({ removed }) => {
        setConfirming(false);
        notifySuccess(t('sampleData.removed'), t('sampleData.removedMessage', removed));
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(said(error, t('sampleData.removeFailed')));
      },
    });
  };

  return (
    <Card withBorder mb="md">
      <Stack gap="sm">
        <Title order={4}>{t('sampleData.title')}</Title>
        <Text fz="sm" c="dimmed">
          {loaded
            ? t('sampleData.loadedIntro')
            : canLoad
              ? t('sampleData.intro')
              : t('sampleData.unavailable')}
        </Text>
        {loaded && <Counts counts={counts} />}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {mayChange && (canLoad || loaded) && (
          <Group>
            {canLoad && (
              <Button onClick={fill} loading={load.isPending}>
                {t('sampleData.load')}
              </Button>
            )}
            {loaded && (
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('sampleData.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('sampleData.confirmTitle')}
      >
        <Stack gap="md">
          <Text fz="sm">{t('sampleData.confirmMessage')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('sampleData.cancel')}
            </Button>
            <Button color="red" onClick={erase} loading={remove.isPending}>
              {t('sampleData.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
