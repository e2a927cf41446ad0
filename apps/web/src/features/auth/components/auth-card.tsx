import type { ReactNode } from 'react';
import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  size?: 'xs' | 'sm' | 'md';
};

// The centred card every sign-in screen but the login uses.
export function AuthCard({ title, description, icon, children, size = 'xs' }: AuthCardProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }} w="100%">
      <Card withBorder padding="lg" radius="lg" shadow="sm">
        <Stack gap="lg">
          <Stack gap={6} align={icon ? 'center' : undefined} ta={icon ? 'center' : undefined}>
            {icon ? (
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                {icon}
              </ThemeIcon>
            ) : null}
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
