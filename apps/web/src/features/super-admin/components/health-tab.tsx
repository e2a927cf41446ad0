import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { HealthCheckView } from '@motorpool/domain/schemas/platform-dashboard';
import type { SystemHealthState } from '@motorpool/domain/platform-lists';
import { useTranslation } from 'react-i18next';
import {
  usePlatformHealth,
  useRetryJob,
} from '../../../api/platform-dashboard/platform-dashboard.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { TabState } from './tab-state.tsx';

const stateColors: Record<SystemHealthState, string> = {
  healthy: 'teal',
  warning: 'yellow',
  critical: 'red',
};

function useFigure() {
  const { t } = useTranslation('superAdmin');
  const f = useFormat();
  return (name: string, value: string | number | null) => {
    if (value === null) return t('health.unknown');
    if (typeof value === 'string') return name.endsWith('At') ? f.dateTime(value) : value;
    return name.endsWith('Bytes') ? f.fileSize(value) : f.number(value);
  };
}

function CheckCard({ check }: { check: HealthCheckView }) {
  const { t } = useTranslation('superAdmin');
  const figure = useFigure();
  return (
    <Card withBorder data-testid={`health-${check.name}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t(`health.checks.${check.name}`)}
        </Title>
        {check.configured ? (
          <Group gap={4}>
            <Badge color={stateColors[check.state]}>{t(`health.states.${check.state}`)}</Badge>
            <Badge variant="outline">{t(`health.services.${check.service}`)}</Badge>
          </Group>
        ) : (
          <Badge color="gray">{t('health.notConfigured')}</Badge>
        )}
      </Group>
      {!check.configured && (
        <Text size="sm" c="dimmed">
          {t('health.notConfiguredHint')}
        </Text>
      )}
      {Object.entries(check.figures).map(([name, value]) => (
        <Group key={name} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t(`health.figures.${name}` as 'health.figures.engine')}
          </Text>
          <Text size="sm" fw={500}>
            {figure(name, value)}
          </Text>
        </Group>
      ))}
    </Card>
  );
}

export function HealthTab() {
  const { t } = useTranslation('superAdmin');
  const f = useFormat();
  const health = usePlatformHealth();
  const retry = useRetryJob();
  const h = health.data;
  const retryJob = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => notifySuccess(t('health.retry'), t('health.retried')),
      onError: (error) => notifyFailure(t('health.retryFailed'), t('loadError.description'), error),
    });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        {h ? (
          <Group gap="xs">
            <Text>{t('health.overall')}</Text>
            <Badge color={stateColors[h.state]}>{t(`health.states.${h.state}`)}</Badge>
            <Text size="sm" c="dimmed">
              {t('health.checkedAt', { at: f.dateTime(h.checkedAt) })}
            </Text>
          </Group>
        ) : (
          <span />
        )}
        <Button variant="default" loading={health.isFetching} onClick={() => void health.refetch()}>
          {t('health.refresh')}
        </Button>
      </Group>
      {!h ? (
        <TabState {...health} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {h.checks.map((check) => (
              <CheckCard key={check.name} check={check} />
            ))}
          </SimpleGrid>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('health.failedJobs')}
            </Title>
            {h.failedJobs.length === 0 ? (
              <Text c="dimmed">{t('health.noFailedJobs')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={600}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('health.job')}</Table.Th>
                      <Table.Th>{t('health.attempts')}</Table.Th>
                      <Table.Th>{t('health.error')}</Table.Th>
                      <Table.Th>{t('health.finishedAt')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {h.failedJobs.map((job) => (
                      <Table.Tr key={job.id}>
                        <Table.Td dir="ltr">{job.name}</Table.Td>
                        <Table.Td>{f.number(job.attempts)}</Table.Td>
                        <Table.Td>{job.error}</Table.Td>
                        <Table.Td>{f.dateTime(job.finishedAt)}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            loading={retry.isPending && retry.variables === job.id}
                            onClick={() => retryJob(job.id)}
                          >
                            {t('health.retry')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
