import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, sectionIds } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { planCurrency, plans, type Plan } from '../config/plans.ts';
import { ModalButton } from './modal-button.tsx';
import { Section, type HeadingLevel } from './section.tsx';

type Billing = 'monthly' | 'annual';

export function PricingSection({ level = 2, tinted }: { level?: HeadingLevel; tinted?: boolean }) {
  const { t } = useTranslation('marketing');
  const [billing, setBilling] = useState<Billing>('annual');
  return (
    <Section
      id={sectionIds.pricing}
      level={level}
      tinted={tinted}
      title={t('pricing.title')}
      subtitle={t('pricing.subtitle')}
    >
      <Center mb="xl">
        <SegmentedControl
          value={billing}
          onChange={(value) => setBilling(value === 'monthly' ? 'monthly' : 'annual')}
          aria-label={t('pricing.billingLabel')}
          size="md"
          radius="xl"
          data={[
            { value: 'monthly', label: t('pricing.monthly') },
            {
              value: 'annual',
              label: `${t('pricing.annual')} · ${t('pricing.annualSaving')}`,
            },
          ]}
        />
      </Center>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            headingLevel={level === 1 ? 2 : 3}
          />
        ))}
      </SimpleGrid>
      <Text ta="center" c="dimmed" mt="xl">
        {t('pricing.guarantee')}
      </Text>
    </Section>
  );
}

function PlanCard({
  plan,
  billing,
  headingLevel,
}: {
  plan: Plan;
  billing: Billing;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const price = plan.price
    ? format.money(plan.price[billing], planCurrency, { stripWholeDecimals: true })
    : t('pricing.custom');
  const period = plan.price
    ? t(billing === 'monthly' ? 'pricing.perMonth' : 'pricing.perYear')
    : t('pricing.customPeriod');
  const features = t(`pricing.plans.${plan.id}.features`, { returnObjects: true });

  return (
    <Card
      withBorder
      padding="xl"
      radius="lg"
      shadow={plan.popular ? 'md' : undefined}
      style={
        plan.popular
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center">
          <Title order={headingLevel} fz="h3">
            {t(`pricing.plans.${plan.id}.name`)}
          </Title>
          {plan.popular ? <Badge variant="filled">{t('pricing.mostPopular')}</Badge> : null}
        </Group>
        <Text c="dimmed" fz="sm">
          {t(`pricing.plans.${plan.id}.description`)}
        </Text>
        <Group gap={6} align="baseline">
          <Text fz={36} fw={700} lh={1}>
            {price}
          </Text>
          <Text c="dimmed" fz="sm">
            {period}
          </Text>
        </Group>
        <List
          spacing="xs"
          size="sm"
          flex={1}
          icon={<IconCheck size={18} color="var(--mantine-color-anchor)" aria-hidden />}
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {plan.price ? (
          <Button
            component={Link}
            to={paths.marketing.signup.getHref(plan.id)}
            variant={plan.popular ? 'filled' : 'default'}
            fullWidth
          >
            {t('pricing.startTrial')}
          </Button>
        ) : (
          <ModalButton modal="contact" variant="default" fullWidth>
            {t('pricing.contactSales')}
          </ModalButton>
        )}
      </Stack>
    </Card>
  );
}
