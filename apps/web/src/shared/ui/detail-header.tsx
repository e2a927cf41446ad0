import type { ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { BackLink } from './back-link.tsx';

type DetailHeaderProps = {
  back: { to: string; label: string };
  title: ReactNode;
  /** beside the title: the status badge */
  badges?: ReactNode;
  /** under the title: the code, e-mail, plate, … */
  subtitle?: ReactNode;
  /** the buttons the signed-in user may use (EditButton, DeleteButton, …) */
  actions?: ReactNode;
};

// The top of every details page: back to the list, the record's name with its badges and the
// actions on it, which wrap under the name on a phone.
export function DetailHeader({ back, title, badges, subtitle, actions }: DetailHeaderProps) {
  return (
    <Stack gap="sm">
      <BackLink to={back.to} label={back.label} />
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {badges}
          </Group>
          {subtitle}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      </Group>
    </Stack>
  );
}

export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
