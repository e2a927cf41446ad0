import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle, IconBrandWindows, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiBasePath } from '../../../shared/api/client.ts';
import { useProvidersQuery } from '../api/get-providers.ts';

const icons: Record<string, typeof IconKey> = {
  google: IconBrandGoogle,
  apple: IconBrandApple,
  microsoft: IconBrandWindows,
};

// One button per provider the tenant configured (GET /auth/providers); none configured, or no
// tenant at all, shows nothing: no dead buttons.
export function SocialSignIn({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  const { data: providers = [] } = useProvidersQuery(enabled);
  if (!enabled || providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('login.orContinueWith')} labelPosition="center" />
      {providers.map((provider) => {
        const Icon = icons[provider.id] ?? IconKey;
        return (
          <Button
            key={provider.id}
            component="a"
            href={`${apiBasePath}/auth/oidc/${encodeURIComponent(provider.id)}/start`}
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            fullWidth
          >
            {t('login.continueWith', { provider: provider.label })}
          </Button>
        );
      })}
    </Stack>
  );
}
