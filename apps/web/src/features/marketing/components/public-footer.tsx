import { Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { loadNamespaces } from '../../../shared/i18n/i18n.ts';
import { Brand } from '../../../shared/ui/brand.tsx';
import { contactEmails } from '../config/contact.ts';
import classes from './public-footer.module.css';

// The sign-up form brings the form and validation libraries; they load after the page shows.
const NewsletterSignup = lazy(async () => {
  const [{ NewsletterSignup }] = await Promise.all([
    import('./public-footer-newsletter.tsx'),
    loadNamespaces('shell'),
  ]);
  return { default: NewsletterSignup };
});

type FooterLinkKey =
  | 'about'
  | 'contact'
  | 'features'
  | 'solutions'
  | 'pricing'
  | 'faq'
  | 'signIn'
  | 'emailSupport'
  | 'privacy'
  | 'terms'
  | 'security';

type FooterLink = { key: FooterLinkKey; to: string; external?: boolean };

const m = paths.marketing;

// Company, product, support and legal groups, and the newsletter box.
const groups: { key: 'company' | 'product' | 'support' | 'legal'; links: FooterLink[] }[] = [
  {
    key: 'company',
    links: [
      { key: 'about', to: m.about.getHref() },
      { key: 'contact', to: m.contact.getHref() },
    ],
  },
  {
    key: 'product',
    links: [
      { key: 'features', to: m.features.getHref() },
      { key: 'solutions', to: m.solutions.getHref() },
      { key: 'pricing', to: m.pricing.getHref() },
    ],
  },
  {
    key: 'support',
    links: [
      { key: 'faq', to: `${m.pricing.getHref()}#faq` },
      { key: 'signIn', to: m.signIn.getHref() },
      { key: 'emailSupport', to: `mailto:${contactEmails.support}`, external: true },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'privacy', to: m.privacy.getHref() },
      { key: 'terms', to: m.terms.getHref() },
      { key: 'security', to: m.security.getHref() },
    ],
  },
];

export function PublicFooter() {
  const { t } = useTranslation('marketing');
  return (
    <Box component="footer" className={classes.footer} pt={48} pb="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 6 }} spacing="xl">
          <Stack gap="sm">
            <Brand />
            <Text fz="sm" c="dimmed" maw={280}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          {groups.map((group) => (
            <Box component="nav" key={group.key} aria-labelledby={`footer-${group.key}`}>
              <Title order={2} fz="sm" fw={700} mb="sm" id={`footer-${group.key}`}>
                {t(`footer.${group.key}`)}
              </Title>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.key}>
                    {link.external ? (
                      <a href={link.to} className={classes.link}>
                        {t(`footer.${link.key}`)}
                      </a>
                    ) : (
                      <Link to={link.to} className={classes.link}>
                        {t(`footer.${link.key}`)}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </Box>
          ))}
          <Suspense fallback={null}>
            <NewsletterSignup />
          </Suspense>
        </SimpleGrid>
        <Divider my="lg" />
        <Text fz="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
