import { NavLink, Stack } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import { type CustomerLink, isCurrent } from './customer-nav.tsx';

// The header's drawer on a narrow screen: every link, and sign-in and registration for a visitor.
export function CustomerDrawerLinks({
  links,
  onNavigate,
}: {
  links: CustomerLink[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  return (
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
          onClick={onNavigate}
        />
      ))}
      {user ? null : (
        <>
          <NavLink
            component={Link}
            to={paths.auth.login.getHref()}
            label={tc('shell.signIn')}
            leftSection={<IconLogin size={18} aria-hidden className="flip-rtl" />}
            onClick={onNavigate}
          />
          <NavLink
            component={Link}
            to={paths.auth.register.getHref()}
            label={tc('shell.register')}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={onNavigate}
          />
        </>
      )}
    </Stack>
  );
}
