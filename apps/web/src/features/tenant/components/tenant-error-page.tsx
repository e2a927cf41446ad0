import { Anchor, Box, Button, Group } from '@mantine/core';
import {
  IconBan,
  IconBuildingOff,
  IconCloudOff,
  IconPlayerPause,
  IconSearch,
} from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Brand } from '../../../shared/ui/brand.tsx';
import { FullPageMessage } from '../../../shared/ui/full-page-message.tsx';
import { useReplaceStaticShell } from '../../../shared/ui/use-static-shell.ts';
import { mainSiteUrl } from './main-site-url.ts';
import { TenantHeader } from './tenant-header.tsx';

export type TenantProblem = 'notFound' | 'suspended' | 'inactive' | 'closing' | 'unavailable';

export function tenantProblemOf(error: unknown): TenantProblem {
  if (!isApiError(error)) return 'unavailable';
  switch (error.code) {
    case 'TENANT_NOT_FOUND':
      return 'notFound';
    case 'TENANT_SUSPENDED':
      return 'suspended';
    case 'TENANT_INACTIVE':
      return 'inactive';
    case 'TENANT_CLOSING':
      return 'closing';
    default:
      return 'unavailable';
  }
}

const icons = {
  notFound: <IconSearch size={38} stroke={1.5} />,
  suspended: <IconPlayerPause size={38} stroke={1.5} />,
  inactive: <IconBan size={38} stroke={1.5} />,
  closing: <IconBuildingOff size={38} stroke={1.5} />,
  unavailable: <IconCloudOff size={38} stroke={1.5} />,
} as const;

type TenantErrorPageProps = {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
};

// Full-page answer when the tenant cannot be loaded: unknown, suspended or inactive company, or
// a failed request (the only case where trying again can help).
export function TenantErrorPage({ error, onRetry, retrying }: TenantErrorPageProps) {
  useReplaceStaticShell({ page: true });
  const { t } = useTranslation('tenant');
  const problem = tenantProblemOf(error);
  return (
    <>
      <TenantHeader brand={<Brand />} />
      <Box component="main" id="main" flex={1}>
        <FullPageMessage
          icon={icons[problem]}
          color={problem === 'unavailable' ? 'gray' : 'orange'}
          title={t(`errors.${problem}.title`)}
          description={
            <Trans
              t={t}
              i18nKey={`errors.${problem}.body`}
              values={{ address: window.location.host }}
              components={{ addr: <bdi dir="ltr" className="ltr-isolate" /> }}
            />
          }
          actions={
            <Group justify="center" gap="lg" mt="sm">
              {problem === 'unavailable' ? (
                <Button onClick={onRetry} loading={retrying}>
                  {t('actions.retry', { ns: 'common' })}
                </Button>
              ) : null}
              <Anchor href={mainSiteUrl(window.location)}>{t('errors.mainSite')}</Anchor>
            </Group>
          }
        />
      </Box>
    </>
  );
}
