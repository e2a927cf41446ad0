import { Anchor, Card, Group, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconLifebuoy, IconMail, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sectionIds } from '../../../shared/config/paths.ts';
import { contactEmails } from '../config/contact.ts';
import { ModalButton } from './modal-button.tsx';
import { Section } from './section.tsx';

export function ContactSection() {
  const { t } = useTranslation('marketing');
  const channels = [
    { key: 'sales', label: t('contact.salesLabel'), email: contactEmails.sales, Icon: IconMail },
    {
      key: 'support',
      label: t('contact.supportLabel'),
      email: contactEmails.support,
      Icon: IconLifebuoy,
    },
  ];
  return (
    <Section id={sectionIds.contact} title={t('contact.title')} subtitle={t('contact.body')} tinted>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={720} mx="auto">
        {channels.map(({ key, label, email, Icon }) => (
          <Card key={key} withBorder padding="lg">
            <Group wrap="nowrap" gap="md">
              <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Title order={3} fz="h5">
                  {label}
                </Title>
                <Anchor href={`mailto:${email}`} dir="ltr" truncate="end">
                  {email}
                </Anchor>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center" gap="sm" mt="xl">
        <ModalButton modal="contact" size="md" leftSection={<IconMessage size={18} aria-hidden />}>
          {t('contact.messageButton')}
        </ModalButton>
        <ModalButton
          modal="demo"
          size="md"
          variant="default"
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
        >
          {t('contact.demoButton')}
        </ModalButton>
      </Group>
    </Section>
  );
}
