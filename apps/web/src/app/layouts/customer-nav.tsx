import { Burger, Button, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalendarTime,
  IconCar,
  IconHome,
  IconLogin,
  IconUserCircle,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import { DeferredDrawer } from '../../shared/ui/deferred-drawer.tsx';

type CustomerLink = { label: string; to: string; Icon: Icon };

function useCustomerLinks(): CustomerLink[] {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const c = paths.tenant;
  const links: CustomerLink[] = [
    { label: t('pages.home'), to: c.home.getHref(), Icon: IconHome },
    { label: t('pages.vehicles'), to: c.vehicles.getHref(), Icon: IconCar },
  ];
  if (user) {
    links.push(
      { label: t('header.myBookings'), to: c.reservations.getHref(), Icon: IconCalendarTime },
      { label: t('header.profile'), to: c.profile.getHref(), Icon: IconUserCircle },
    );
  }
  return links;
}

function isCurrent(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

// SPEC §2 customer header links: inline on a desktop, in a drawer behind a burger on a phone.
export function CustomerNavLinks() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const links = useCustomerLinks();
  return (
    <Group component="nav" aria-label={t('header.customerNav')} gap={4} visibleFrom="md">
      {links.map((l) => (
        <Button
          key={l.to}
          component={Link}
          to={l.to}
          variant={isCurrent(pathname, l.to) ? 'light' : 'subtle'}
          size="sm"
          aria-current={isCurrent(pathname, l.to) ? 'page' : undefined}
        >
          {l.label}
        </Button>
      ))}
    </Group>
  );
}

export function CustomerMenuDrawer() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const links = useCustomerLinks();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="md"
        size="sm"
        aria-label={t('header.menu')}
        aria-expanded={opened}
      />
      <DeferredDrawer
        opened={opened}
        onClose={close}
        title={t('header.menu')}
        position="right"
        size="xs"
        closeButtonProps={{ 'aria-label': tc('actions.close') }}
      >
        <Stack component="nav" aria-label={t('header.customerNav')} gap={4}>
          {links.map((l) => (
            <NavLink
              key={l.to}
              component={Link}
              to={l.to}
              label={l.label}
              leftSection={<l.Icon size={18} aria-hidden />}
              active={isCurrent(pathname, l.to)}
              aria-current={isCurrent(pathname, l.to) ? 'page' : undefined}
              onClick={close}
            />
          ))}
          {user ? null : (
            <>
              <NavLink
                component={Link}
                to={paths.auth.login.getHref()}
                label={tc('shell.signIn')}
                leftSection={<IconLogin size={18} aria-hidden className="flip-rtl" />}
                onClick={close}
              />
              <NavLink
                component={Link}
                to={paths.auth.register.getHref()}
                label={tc('shell.register')}
                leftSection={<IconUserPlus size={18} aria-hidden />}
                onClick={close}
              />
            </>
          )}
        </Stack>
      </DeferredDrawer>
    </>
  );
}
