import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { DashboardView } from '@motorpool/domain/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';

const groups = ['oneDay', 'twoToFive', 'overFive'] as const;
const colors = { oneDay: 'blue', twoToFive: 'grape', overFive: 'teal' } as const;

// How long the period's rentals ran, by charged days: each group's count and share.
export function LengthMix({ mix }: { mix: DashboardView['lengthMix'] }) {
  const { t } = useTranslation('dashboard');
  const f = useFormat();
  const total = groups.reduce((sum, key) => sum + mix[key], 0);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="length-mix">
      <Title order={2} fz="h4" mb="sm" id="length-mix">
        {t('lengthMix.title')}
      </Title>
      {total === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('lengthMix.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map((key) => {
            const share = Math.round((mix[key] / total) * 1000) / 10;
            return (
              <div key={key} data-testid={`length-${key}`}>
                <Group justify="space-between" gap="xs">
                  <Text fz="sm">{t(`lengthMix.${key}`)}</Text>
                  <Text fz="sm" fw={600}>
                    {t('lengthMix.count', {
                      count: mix[key],
                      shown: f.number(mix[key]),
                      share: f.percent(share),
                    })}
                  </Text>
                </Group>
                <Progress value={share} color={colors[key]} aria-hidden />
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
