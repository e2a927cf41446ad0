import type { ComponentType } from 'react';
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';

type IconComponent = ComponentType<{ size?: number; stroke?: number }>;

type IconCardGridProps = {
  items: readonly { title: string; body: string }[];
  icons: readonly IconComponent[];
  cols?: { base: number; sm: number; md: number };
  // one below the section's own heading: h2 under a page's h1, h3 under a section's h2
  headingLevel?: 2 | 3 | 4;
};

export function IconCardGrid({
  items,
  icons,
  cols = { base: 1, sm: 2, md: 3 },
  headingLevel = 3,
}: IconCardGridProps) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {items.map((item, index) => {
        const Icon = icons[index % icons.length];
        return (
          <Card key={item.title} withBorder padding="lg" radius="md">
            {Icon ? (
              <ThemeIcon variant="light" size={44} radius="md" mb="md" aria-hidden>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
            ) : null}
            <Title order={headingLevel} fz="h4" mb={6}>
              {item.title}
            </Title>
            <Text c="dimmed" fz="sm" lh={1.6}>
              {item.body}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
