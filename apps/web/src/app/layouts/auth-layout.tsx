import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { TenantHeader } from '../../features/tenant/components/tenant-header.tsx';
import { TenantBrand } from './tenant-brand.tsx';

// Sign-in, registration, password reset and role selection: the company header, the page.
export function AuthLayout() {
  return (
    <>
      <TenantHeader brand={<TenantBrand />} />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        flex={1}
        bg="var(--mantine-color-default-hover)"
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <Outlet />
      </Box>
    </>
  );
}
