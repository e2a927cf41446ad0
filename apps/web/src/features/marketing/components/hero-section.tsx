import { Badge, Box, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import classes from './hero-section.module.css';

export function HeroSection() {
  const { t } = useTranslation('marketing');
  const highlights = t('hero.highlights', { returnObjects: true });
  return (
    <Box component="section" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="md" py={{ base: 56, sm: 104 }}>
        <Stack align="center" ta="center" gap="lg">
          <Badge variant="light" size="lg" radius="sm">
            {t('hero.eyebrow')}
          </Badge>
          <Title id="hero-title" order={1} fz={{ base: 34, sm: 56 }} lh={1.15} maw={820}>
            {t('hero.title')}
          </Title>
          <Text c="dimmed" fz={{ base: 'md', sm: 'xl' }} maw={680}>
            {t('hero.subtitle')}
          </Text>
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to={paths.marketing.signup.getHref()} size="lg">
              {t('hero.primaryCta')}
            </Button>
            <Button
              component={Link}
              to={paths.marketing.features.getHref()}
              size="lg"
              variant="default"
            >
              {t('hero.secondaryCta')}
            </Button>
          </Group>
          <List
            className={classes.highlights}
            spacing="xs"
            size="sm"
            center
            icon={<IconCircleCheck size={20} className={classes.check} aria-hidden />}
          >
            {highlights.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
      </Container>
    </Box>
  );
}
