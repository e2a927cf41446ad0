import type { ReactNode } from 'react';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A link out of a form in progress opens in a new tab, so the form keeps what was typed;
// screen readers are told it does.
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('marketing');
  return (
    <Anchor href={href} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> {t('requestForm.newTab')}</VisuallyHidden>
    </Anchor>
  );
}
