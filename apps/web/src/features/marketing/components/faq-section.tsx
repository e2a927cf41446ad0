import { Accordion, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from './section.tsx';

export function FaqSection() {
  const { t } = useTranslation('marketing');
  const faq = t('pricing.faq', { returnObjects: true });
  return (
    <Section id="faq" title={t('pricing.faqTitle')} tinted>
      <Container size="sm" p={0}>
        <Accordion variant="separated" radius="md" order={3}>
          {faq.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Section>
  );
}
