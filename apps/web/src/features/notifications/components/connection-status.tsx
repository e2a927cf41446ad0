import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type ConnectionSnapshot,
  type ConnectionStatus,
  requestReconnect,
  useConnection,
} from '../realtime/connection-state.ts';

const dotColor: Record<ConnectionStatus, string> = {
  connected: 'var(--mantine-color-green-filled)',
  connecting: 'var(--mantine-color-yellow-filled)',
  disconnected: 'var(--mantine-color-gray-5)',
  off: 'var(--mantine-color-gray-5)',
  error: 'var(--mantine-color-red-filled)',
};

export function useConnectionText(): { snapshot: ConnectionSnapshot; text: string } {
  const { t } = useTranslation('notifications');
  const snapshot = useConnection();
  const state = t(`connection.${snapshot.status}`);
  const text =
    snapshot.status === 'error' && snapshot.problem
      ? `${state}: ${t(`socketErrors.${snapshot.problem}`)}`
      : state;
  return { snapshot, text };
}

// The live connection, said quietly: a small dot and a line of dimmed text, with a way to try
// again once the automatic attempts are used up.
export function ConnectionStatusLine() {
  const { t } = useTranslation('notifications');
  const { snapshot, text } = useConnectionText();
  return (
    <Group gap={6} wrap="nowrap" data-connection={snapshot.status} role="status">
      <Box
        w={8}
        h={8}
        style={{ borderRadius: '50%', background: dotColor[snapshot.status], flex: 'none' }}
        aria-hidden
      />
      <Text fz="xs" c="dimmed" lh={1.3}>
        {text}
      </Text>
      {snapshot.status === 'error' && snapshot.problem !== 'auth' ? (
        <Anchor component="button" type="button" fz="xs" onClick={requestReconnect}>
          {t('connection.reconnect')}
        </Anchor>
      ) : null}
    </Group>
  );
}
