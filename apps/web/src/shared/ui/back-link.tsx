import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';

// "Back to the list" above a details page; the arrow points the reading direction's way back.
export function BackLink({ to, label }: { to: string; label: string }) {
  const { config } = useLanguage();
  const Icon = config.dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={to} fz="sm" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <Icon size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
