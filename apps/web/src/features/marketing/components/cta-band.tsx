import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { ModalButton } from './modal-button.tsx';

export function CtaBand() {
  const { t } = useTranslation('marketing');
  return (
    <Box component="section" aria-labelledby="cta-title" py={{ base: 56, sm: 80 }}>
      <Container size="md">
        <Stack
          align="center"
          ta="center"
          gap="md"
          p={{ base: 'xl', sm: 48 }}
          bg="var(--mantine-primary-color-filled)"
          c="white"
          style={{ borderRadius: 'var(--mantine-radius-lg)' }}
        >
          <Title order={2} id="cta-title" fz={{ base: 24, sm: 32 }}>
            {t('cta.title')}
          </Title>
          <Text fz="lg" maw={560}>
            {t('cta.body')}
          </Text>
          <Group justify="center" gap="sm">
            <ModalButton modal="demo" variant="white" size="md">
              {t('cta.demoButton')}
            </ModalButton>
            <Button
              component={Link}
              to={paths.marketing.pricing.getHref()}
              variant="outline"
              color="white"
              size="md"
            >
              {t('cta.button')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
