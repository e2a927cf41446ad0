import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { PublicFooter } from '../../features/marketing/components/public-footer.tsx';
import { PublicHeader } from '../../features/marketing/components/public-header.tsx';
import { RouteProgress } from '../../shared/ui/route-progress.tsx';
import { SkipLink } from '../../shared/ui/skip-link.tsx';
import { useReplaceStaticShell } from '../../shared/ui/use-static-shell.ts';

// The marketing site: public header, the page, public footer.
export function PublicLayout() {
  useReplaceStaticShell();
  return (
    <>
      <SkipLink />
      <RouteProgress />
      <ScrollRestoration />
      <PublicHeader />
      <Box component="main" id="main" tabIndex={-1} flex={1}>
        <Outlet />
      </Box>
      <PublicFooter />
    </>
  );
}
