import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The Motorpool word mark; the name is a brand, but it is still translated (موتوربول).
export function Brand() {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={34} radius="md" aria-hidden>
        <IconCar size={22} stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} fz="lg" c="var(--mantine-color-text)">
        {t('appName')}
      </Text>
    </Group>
  );
}
