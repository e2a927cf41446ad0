import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

// A rental dialog's form: what the action does, in one sentence, above its fields. The fields
// are checked by the dialog (noValidate), so the browser's own bubbles never speak over ours.
export function DialogForm({
  message,
  onSubmit,
  children,
}: {
  message: ReactNode;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{message}</Text>
        {children}
      </Stack>
    </form>
  );
}
