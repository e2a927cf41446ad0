import { Alert } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { SandboxCardList, sandboxExpiry } from '../../../../shared/payments-card/sandbox-cards.tsx';

// Beside the card fields while the company takes cards through the sandbox processor.
export function SandboxAlert() {
  const { t } = useTranslation('payments');
  return (
    <Alert color="gray" title={t('process.sandbox.title')}>
      <SandboxCardList
        outcomes={{
          approve: t('process.sandbox.approve'),
          decline: t('process.sandbox.decline'),
          later: t('process.sandbox.later'),
        }}
        hint={
          <Trans
            t={t}
            i18nKey="process.sandbox.expiry"
            values={{ expiry: sandboxExpiry() }}
            components={{ ltr: <bdi dir="ltr" /> }}
          />
        }
      />
    </Alert>
  );
}
