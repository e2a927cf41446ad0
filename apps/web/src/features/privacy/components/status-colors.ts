import type { MantineColor } from '@mantine/core';
import type { PrivacyRequestStatus } from '@motorpool/domain/schemas/privacy-request';

export const privacyStatusColors: Record<PrivacyRequestStatus, MantineColor> = {
  awaiting_confirmation: 'gray',
  open: 'blue',
  extended: 'yellow',
  on_hold: 'orange',
  completed: 'green',
  rejected: 'red',
};
