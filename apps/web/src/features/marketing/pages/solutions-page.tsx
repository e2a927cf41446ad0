import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CtaBand } from '../components/cta-band.tsx';
import { IndustriesSection } from '../components/industries-section.tsx';
import { RoiCalculator } from '../components/roi-calculator.tsx';
import { Section } from '../components/section.tsx';
import { SolutionsSection } from '../components/solutions-section.tsx';
import { usePublicPageHead } from '../seo/use-public-page-head.ts';

export function SolutionsPage() {
  const { t } = useTranslation('marketing');
  usePublicPageHead('solutions');
  const steps = t('solutions.steps', { returnObjects: true });
  return (
    <>
      <SolutionsSection level={1} />
      <IndustriesSection />
      <RoiCalculator />
      <Section id="how-it-works" title={t('solutions.stepsTitle')} tinted>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, md: 3 }}
          spacing="lg"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map((step, index) => (
            <Card component="li" key={step.title} withBorder padding="lg">
              <Badge size="xl" circle mb="md" aria-hidden>
                {index + 1}
              </Badge>
              <Title order={3} fz="h4" mb={6}>
                {step.title}
              </Title>
              <Text c="dimmed" fz="sm">
                {step.body}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand />
    </>
  );
}
