import type { ReactNode } from 'react';
import { DataList, Group, Paper, Stack, Title } from '@mantine/core';

// One titled section of a details page; `id` ties the heading to the region.
export function SectionCard({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

// One label/value row of a section's DataList.
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
