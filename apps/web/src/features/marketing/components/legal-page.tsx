import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { PublicPageId } from '@motorpool/domain/public-pages';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { contactEmails } from '../config/contact.ts';
import { lastUpdatedLabel } from '../lib/last-updated.ts';
import { usePublicPageHead } from '../seo/use-public-page-head.ts';

type LegalDocument = Extract<PublicPageId, 'privacy' | 'terms' | 'security'>;

export type LegalSection = {
  id?: string;
  title: string;
  body: string;
  items?: readonly { title: string; body: string }[];
};

const contactFor: Record<LegalDocument, string> = {
  privacy: contactEmails.privacy,
  terms: contactEmails.support,
  security: contactEmails.security,
};

type LegalPageProps = {
  document: LegalDocument;
  sections: readonly LegalSection[];
  /** the day the current version took effect (YYYY-MM-DD); undefined: no label at all */
  updatedOn?: string | null;
  /** what a section shows after its text (a form, a table), by section id */
  extras?: Readonly<Record<string, ReactNode>>;
  /** after the last section */
  children?: ReactNode;
};

// Privacy, terms and security share one layout: title, version, introduction, then sections
// listed under "On this page" so the reader can jump to one.
export function LegalPage({
  document,
  sections,
  updatedOn,
  extras = {},
  children,
}: LegalPageProps) {
  const { t } = useTranslation('legal');
  const format = useFormat();
  usePublicPageHead(document);
  const anchor = (section: LegalSection, index: number) => section.id ?? `section-${index + 1}`;
  const email = contactFor[document];
  return (
    <Container size="sm" py={{ base: 48, sm: 72 }}>
      <Stack gap="lg">
        <div>
          <Group gap="sm" mb="sm">
            <Badge variant="light">{t(`${document}.version`)}</Badge>
            {updatedOn !== undefined ? (
              <Text fz="sm" c="dimmed" data-testid="last-updated">
                {lastUpdatedLabel(updatedOn, (day) => format.date(day), t)}
              </Text>
            ) : null}
          </Group>
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            {t(`${document}.title`)}
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
                <Anchor href={`#${anchor(section, index)}`}>{section.title}</Anchor>
              </li>
            ))}
          </Stack>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.title}
            id={anchor(section, index)}
            aria-labelledby={`${anchor(section, index)}-title`}
          >
            <Title order={2} fz="h3" id={`${anchor(section, index)}-title`} mb="xs">
              {section.title}
            </Title>
            <Text lh={1.7}>{section.body}</Text>
            {section.items?.map((item) => (
              <div key={item.title}>
                <Title order={3} fz="h5" mt="md" mb={4}>
                  {item.title}
                </Title>
                <Text lh={1.7}>{item.body}</Text>
              </div>
            ))}
            {section.id && extras[section.id] ? <Box mt="md">{extras[section.id]}</Box> : null}
          </section>
        ))}
        {children}
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
