import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { useCurrentImpersonation } from '../../../api/impersonation/impersonation.ts';
import { endSupportVisit } from '../../../api/impersonation/visit-token.ts';
import { isVisitToken } from '../../../shared/auth/jwt.ts';

// Across the back office while the platform's support is inside: who, why, until when, and the
// way out. Nothing shows for an ordinary session.
export function SupportBanner() {
  const { t, i18n } = useTranslation('impersonation');
  const { accessToken } = useSession();
  const visiting = isVisitToken(accessToken);
  const visit = useCurrentImpersonation(visiting);
  if (!visiting || !visit.data) return null;
  const ends = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(visit.data.expiresAt));
  const end = () =>
    endSupportVisit().catch((error: unknown) =>
      notifyFailure(t('banner.end'), t('banner.endFailed'), error),
    );

  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconLifebuoy size={18} />}
      role="status"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fz="sm" fw={500}>
          {t('banner.text', {
            email: visit.data.platformUserEmail ?? t('banner.unknownVisitor'),
            reason: visit.data.reason,
            time: ends,
          })}
        </Text>
        <Button size="xs" variant="white" color="orange" onClick={end}>
          {t('banner.end')}
        </Button>
      </Group>
    </Alert>
  );
}
