import type { ReactNode } from 'react';
import { List, Stack, Text, type MantineSize } from '@mantine/core';
import { Ltr } from '../ui/ltr.tsx';

// The sandbox processor's test cards: what each number makes the processor answer.
export const sandboxCards = [
  { number: '4242 4242 4242 4242', outcome: 'approve' },
  { number: '4000 0000 0000 0002', outcome: 'decline' },
  { number: '4000 0000 0000 3220', outcome: 'later' },
] as const;
export type SandboxOutcome = (typeof sandboxCards)[number]['outcome'];

/** An expiry the sandbox takes (any month to come), written as the card prints it: MM/YY. */
export function sandboxExpiry(now = new Date()): string {
  return `12/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

// Card numbers and the expiry keep their left-to-right order inside Arabic text. Only the
// outcomes the caller names are listed (the customer's checkout has no delayed answer).
export function SandboxCardList({
  outcomes,
  hint,
  size = 'sm',
  dimmed = false,
}: {
  outcomes: Partial<Record<SandboxOutcome, string>>;
  hint: ReactNode;
  size?: MantineSize;
  dimmed?: boolean;
}) {
  const color = dimmed ? 'dimmed' : undefined;
  return (
    <Stack gap={4}>
      <List size={size} spacing={2} c={color}>
        {sandboxCards.map(({ number, outcome }) =>
          outcomes[outcome] ? (
            <List.Item key={number}>
              <Ltr>{number}</Ltr> — {outcomes[outcome]}
            </List.Item>
          ) : null,
        )}
      </List>
      <Text fz={size} c={color}>
        {hint}
      </Text>
    </Stack>
  );
}
