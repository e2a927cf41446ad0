import { lazy, Suspense } from 'react';
import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { usePublicBranches } from '../../../api/catalogue/branches.ts';
import { useFeaturedVehicles } from '../../../api/catalogue/vehicles.ts';
import { useOffers, useTestimonials } from '../api/home-api.ts';
import {
  CardsSkeleton,
  Destinations,
  FeaturedVehicle,
  HomeSection,
  OfferCard,
  TestimonialCard,
} from '../components/home-sections.tsx';
import { QuickBookingForm } from '../components/quick-booking-form.tsx';

const grid = { base: 1, xs: 2, md: 3 } as const;

// a signed-in customer's section: a visitor never downloads it
const RecentActivity = lazy(async () => ({
  default: (await import('../components/recent-activity.tsx')).RecentActivity,
}));

// Customer home: the quick booking form, then featured cars, offers, destinations, the
// signed-in customer's recent bookings and testimonials, all from the company's own records.
// A section with nothing to show is left out (the featured cars and destinations say why).
// Recent activity is a customer's own: staff reading the list would get the company's.
export function HomePage({ company }: { company: string }) {
  const { t } = useTranslation('home');
  const { user, activeRole } = useSession();
  const currency = useTenantCurrency();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const featured = useFeaturedVehicles();
  const branches = usePublicBranches();
  const offers = useOffers();
  const testimonials = useTestimonials();

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 36 }}>
            {t('hero.title', { company })}
          </Title>
          <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
            {t('hero.intro')}
          </Text>
        </Stack>
        <QuickBookingForm branches={branches.data} timeZone={timeZone} />

        {user && activeRole === 'customer' ? (
          <Suspense fallback={null}>
            <RecentActivity
              userId={user.id}
              name={user.firstName || user.email}
              timeZone={timeZone}
            />
          </Suspense>
        ) : null}

        <HomeSection
          id="home-featured"
          title={t('featured.title')}
          action={
            <Button
              component={Link}
              to={paths.tenant.catalog.getHref()}
              variant="subtle"
              size="compact-sm"
            >
              {t('featured.all')}
            </Button>
          }
        >
          {featured.isPending ? (
            <CardsSkeleton />
          ) : featured.isError || featured.data.length === 0 ? (
            <Text c="dimmed">
              {featured.isError ? t('featured.loadError') : t('featured.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={grid} spacing="md">
              {featured.data.map((vehicle) => (
                <FeaturedVehicle key={vehicle.id} vehicle={vehicle} currency={currency} />
              ))}
            </SimpleGrid>
          )}
        </HomeSection>

        {offers.data && offers.data.length > 0 ? (
          <HomeSection id="home-offers" title={t('offers.title')}>
            <SimpleGrid cols={grid} spacing="md">
              {offers.data.map((offer) => (
                <OfferCard key={offer.id} offer={offer} currency={currency} />
              ))}
            </SimpleGrid>
          </HomeSection>
        ) : null}

        <HomeSection
          id="home-destinations"
          title={t('destinations.title')}
          action={
            <Button
              component={Link}
              to={paths.tenant.branches.getHref()}
              variant="subtle"
              size="compact-sm"
            >
              {t('destinations.all')}
            </Button>
          }
        >
          {branches.isPending ? (
            <CardsSkeleton count={4} height={64} />
          ) : branches.isError || branches.data.length === 0 ? (
            <Text c="dimmed">
              {branches.isError ? t('destinations.loadError') : t('destinations.empty')}
            </Text>
          ) : (
            <Destinations branches={branches.data} />
          )}
        </HomeSection>

        {testimonials.data && testimonials.data.length > 0 ? (
          <HomeSection id="home-testimonials" title={t('testimonials.title')}>
            <SimpleGrid cols={grid} spacing="md">
              {testimonials.data.map((review) => (
                <TestimonialCard key={review.id} review={review} />
              ))}
            </SimpleGrid>
          </HomeSection>
        ) : null}
      </Stack>
    </Container>
  );
}
