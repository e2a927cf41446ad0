import { Box, Burger, Button, Container, Group, Stack, useDirection } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { Brand } from '../../../shared/ui/brand.tsx';
import { DeferredDrawer } from '../../../shared/ui/deferred-drawer.tsx';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { ThemeSwitch } from '../../../shared/ui/theme-switch.tsx';
import {
  openMarketingModal,
  preloadMarketingModals,
  type MarketingModalKind,
} from '../modals/open-marketing-modal.ts';
import { navItems } from './nav-items.ts';
import classes from './public-header.module.css';

export function PublicHeader() {
  const { t } = useTranslation('marketing');
  const { dir } = useDirection();
  const [opened, { toggle, close }] = useDisclosure(false);

  // From the drawer, the drawer closes as the modal opens.
  const openModal = (kind: MarketingModalKind) => {
    if (opened) close();
    void openMarketingModal(kind);
  };

  const links = (className: string | undefined, onClick?: () => void) => [
    ...navItems.map((item) => (
      <NavLink key={item.key} to={item.to} end className={className} onClick={onClick}>
        {t(`nav.${item.key}`)}
      </NavLink>
    )),
    <button
      key="contact"
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preloadMarketingModals}
      onFocus={preloadMarketingModals}
      onClick={() => openModal('contact')}
    >
      {t('nav.contact')}
    </button>,
  ];

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link
            to={paths.marketing.landing.getHref()}
            className={classes.brand}
            aria-label={t('nav.home')}
          >
            <Brand />
          </Link>

          <Group component="nav" aria-label={t('nav.label')} gap={2} visibleFrom="md" wrap="nowrap">
            {links(classes.link)}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ThemeSwitch />
            <Button
              component={Link}
              to={paths.marketing.signIn.getHref()}
              variant="subtle"
              visibleFrom="sm"
            >
              {t('nav.login')}
            </Button>
            <Button component={Link} to={paths.marketing.signup.getHref()} visibleFrom="sm">
              {t('nav.getStarted')}
            </Button>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls="public-menu"
            />
          </Group>
        </Group>
      </Container>

      <DeferredDrawer
        id="public-menu"
        opened={opened}
        onClose={close}
        position={dir === 'rtl' ? 'left' : 'right'}
        size="xs"
        title={t('nav.menuTitle')}
        hiddenFrom="md"
        zIndex={200}
      >
        <Stack component="nav" aria-label={t('nav.label')} gap={4}>
          {links(classes.drawerLink, close)}
          <Button
            component={Link}
            to={paths.marketing.signIn.getHref()}
            variant="default"
            mt="md"
            onClick={close}
          >
            {t('nav.login')}
          </Button>
          <Button component={Link} to={paths.marketing.signup.getHref()} onClick={close}>
            {t('nav.getStarted')}
          </Button>
        </Stack>
      </DeferredDrawer>
    </Box>
  );
}
