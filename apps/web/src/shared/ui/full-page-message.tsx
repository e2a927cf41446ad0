import type { ReactNode } from 'react';
import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';

type FullPageMessageProps = {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  color?: string;
};

// A centred message that fills the page: not found, unavailable, offline.
export function FullPageMessage({
  icon,
  title,
  description,
  actions,
  color,
}: FullPageMessageProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" fz="lg" maw={520}>
          {description}
        </Text>
        {actions}
      </Stack>
    </Container>
  );
}
