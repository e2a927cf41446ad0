import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingStep } from '../lib/booking-state.ts';

const counted = ['dates', 'vehicle', 'extras', 'driver', 'review', 'pay'] as const;

// A phone-first progress line: "Step 2 of 6 · Vehicle" over a bar.
export function BookingProgress({ step }: { step: BookingStep }) {
  const { t } = useTranslation('booking');
  const index = step === 'done' ? counted.length : counted.indexOf(step) + 1;
  return (
    <Stack gap={4}>
      <Text fz="sm" c="dimmed">
        {t('progress', { step: index, count: counted.length, name: t(`steps.${step}`) })}
      </Text>
      <Progress value={(index / counted.length) * 100} size="sm" aria-label={t('progressLabel')} />
    </Stack>
  );
}
