import { Anchor, Badge, Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { contactEmails } from '../config/contact.ts';
import { useDocumentTitle } from './use-document-title.ts';

type LegalDocument = 'privacy' | 'terms' | 'security';

const contactFor: Record<LegalDocument, string> = {
  privacy: contactEmails.privacy,
  terms: contactEmails.support,
  security: contactEmails.security,
};

// Privacy, terms and security share one layout: title, version, introduction, then sections
// listed under "On this page" so the reader can jump to one.
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true });
  const title = t(`${document}.title`);
  useDocumentTitle(title);
  const email = contactFor[document];
  return (
    <Container size="sm" py={{ base: 48, sm: 72 }}>
      <Stack gap="lg">
        <div>
          <Badge variant="light" mb="sm">
            {t(`${document}.version`)}
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            {title}
          </Title>
        </div>
        <Text fz="lg">{t(`${document}.intro`)}</Text>
        <nav aria-labelledby="legal-toc">
          <Title order={2} fz="h5" id="legal-toc" mb="xs">
            {t('onThisPage')}
          </Title>
          <Stack component="ol" gap={4} m={0} ps="lg">
            {sections.map((section, index) => (
              <li key={section.title}>
                <Anchor href={`#section-${index + 1}`}>{section.title}</Anchor>
              </li>
            ))}
          </Stack>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.title}
            id={`section-${index + 1}`}
            aria-labelledby={`section-${index + 1}-title`}
          >
            <Title order={2} fz="h3" id={`section-${index + 1}-title`} mb="xs">
              {section.title}
            </Title>
            <Text lh={1.7}>{section.body}</Text>
          </section>
        ))}
        <Text c="dimmed">
          <Trans
            t={t}
            i18nKey="questions"
            values={{ email }}
            components={{ mail: <Anchor href={`mailto:${email}`} dir="ltr" /> }}
          />
        </Text>
      </Stack>
    </Container>
  );
}
