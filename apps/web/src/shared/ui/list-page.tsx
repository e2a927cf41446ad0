import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type ListPageProps = {
  title: ReactNode;
  description: ReactNode;
  /** beside the title: usually the NewButton, null when the user may not create */
  action?: ReactNode;
  children: ReactNode;
};

// The frame of every list screen: a heading with its description and the "new" action, then
// the list itself (a DataGrid, cards, …) below.
export function ListPage({ title, description, action, children }: ListPageProps) {
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        </Stack>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

// The list's "create" button, also offered by an empty list.
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
