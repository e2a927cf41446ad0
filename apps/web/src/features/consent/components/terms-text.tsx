import { Stack, Text, Title } from '@mantine/core';
import type { TermsText } from '@motorpool/domain/legal-versions';

// The terms as the reader is asked to accept them: the very text their acceptance fingerprints.
export function TermsTextView({ text }: { text: TermsText }) {
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {text.title}
      </Title>
      <Text>{text.intro}</Text>
      {text.sections.map((section) => (
        <section key={section.title}>
          <Title order={3} fz="h5" mb={4}>
            {section.title}
          </Title>
          <Text size="sm" lh={1.7}>
            {section.body}
          </Text>
        </section>
      ))}
    </Stack>
  );
}
