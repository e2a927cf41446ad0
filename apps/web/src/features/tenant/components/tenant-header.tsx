import type { ReactNode } from 'react';
import { Box, Container, Group, Text } from '@mantine/core';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { ThemeSwitch } from '../../../shared/ui/theme-switch.tsx';

// The tenant shell's header: the company (or, before it is known, the Motorpool mark) on the
// start side, language and colour scheme (and the caller's actions: sign-in links, the user
// menu) on the end side.
export function TenantHeader({ brand, actions }: { brand: ReactNode; actions?: ReactNode }) {
  return (
    <Box
      component="header"
      h={64}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      bg="var(--mantine-color-body)"
    >
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          {brand}
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ThemeSwitch />
            {actions}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

export function TenantName({ logo, name }: { logo: ReactNode; name: string }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {logo}
      {/* dir="auto": a Latin name on an Arabic page is cut at its own end, not its start;
          two smaller lines on a phone keep a long name readable beside the header's buttons;
          data-tenant-name: the first pages' copy fills it in (shell-script.js) */}
      <Text
        fw={700}
        fz={{ base: 'sm', xs: 'lg' }}
        lh={1.2}
        lineClamp={2}
        dir="auto"
        data-tenant-name
      >
        {name}
      </Text>
    </Group>
  );
}
