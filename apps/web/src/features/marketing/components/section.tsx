import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';

export type HeadingLevel = 1 | 2;

type SectionProps = {
  id: string;
  title: string;
  subtitle?: string;
  level?: HeadingLevel;
  tinted?: boolean;
  children: ReactNode;
};

// A marketing section: a labelled <section> with a centred title. On its own page the title is
// the page's h1; stacked on the landing page it is an h2 under the hero's h1.
export function Section({ id, title, subtitle, level = 2, tinted, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 56, sm: 80 }}
      bg={tinted ? 'var(--mp-tint)' : undefined}
    >
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={{ base: 32, sm: 48 }}>
          <Title
            order={level}
            id={headingId}
            fz={{ base: level === 1 ? 32 : 28, sm: level === 1 ? 44 : 36 }}
          >
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={640}>
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
