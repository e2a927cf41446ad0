import { lazy, Suspense } from 'react';
import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBell,
  IconBuildingStore,
  IconCalendarTime,
  IconCar,
  IconHome,
  IconKey,
  IconSettings,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import { DeferredDrawer } from '../../shared/ui/deferred-drawer.tsx';

export type CustomerLink = {
  label: string;
  to: string;
  Icon: Icon;
  /** in the drawer only: the user menu holds it on a wide screen */
  drawerOnly?: boolean;
};

// Customer header: home, vehicles, branches; a signed-in customer's bookings
// (reservations and rentals), notifications, profile and settings.
function useCustomerLinks(): CustomerLink[] {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const c = paths.tenant;
  const links: CustomerLink[] = [
    { label: t('pages.home'), to: c.home.getHref(), Icon: IconHome },
    { label: t('pages.vehicles'), to: c.vehicles.getHref(), Icon: IconCar },
    { label: t('pages.branches'), to: c.branches.getHref(), Icon: IconBuildingStore },
  ];
  if (user) {
    links.push(
      { label: t('header.myBookings'), to: c.reservations.getHref(), Icon: IconCalendarTime },
      { label: t('pages.customerRentals'), to: c.rentals.getHref(), Icon: IconKey },
      {
        label: t('pages.notifications'),
        to: c.notifications.getHref(),
        Icon: IconBell,
        drawerOnly: true,
      },
      {
        label: t('header.profile'),
        to: c.profile.getHref(),
        Icon: IconUserCircle,
        drawerOnly: true,
      },
      {
        label: t('header.settings'),
        to: c.settings.getHref(),
        Icon: IconSettings,
        drawerOnly: true,
      },
    );
  }
  return links;
}

export function isCurrent(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

// The header's links inline on a wide screen, all of them in a drawer behind a burger below.
export function CustomerNavLinks() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const links = useCustomerLinks();
  return (
    <Group
      component="nav"
      aria-label={t('header.customerNav')}
      gap={4}
      wrap="nowrap"
      visibleFrom="lg"
    >
      {links
        .filter((l) => !l.drawerOnly)
        .map((l) => (
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

// The drawer's list (Mantine's NavLink) loads when the drawer first opens.
const CustomerDrawerLinks = lazy(async () => ({
  default: (await import('./customer-drawer-links.tsx')).CustomerDrawerLinks,
}));

export function CustomerMenuDrawer() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const links = useCustomerLinks();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="lg"
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
        <Suspense fallback={null}>
          <CustomerDrawerLinks links={links} onNavigate={close} />
        </Suspense>
      </DeferredDrawer>
    </>
  );
}

// The bell beside the user menu: the notifications, one tap away on every screen size.
export function NotificationsButton() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const to = paths.tenant.notifications.getHref();
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant={isCurrent(pathname, to) ? 'light' : 'default'}
      size="lg"
      aria-label={t('pages.notifications')}
    >
      <IconBell size={20} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
