import '@mantine/core/styles.layer.css';
import { modals } from '../../../shared/ui/modals.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { ContactForm } from './contact-form.tsx';
import { DemoForm } from './demo-form.tsx';
import type { MarketingModalKind } from './open-marketing-modal.ts';

// Loaded on first use (see open-marketing-modal.ts), so the forms, the domain schemas and zod
// stay out of the landing page's initial JavaScript.
export function showMarketingModal(kind: MarketingModalKind): void {
  const modalId = `marketing-${kind}`;
  const close = () => modals.close(modalId);
  // Full screen on a phone, where a centred card would leave the form too little room.
  const fullScreen = window.matchMedia('(max-width: 36em)').matches;
  modals.open({
    modalId,
    title: i18n.t(kind === 'contact' ? 'marketing:contactForm.title' : 'marketing:demoForm.title'),
    size: 'lg',
    fullScreen,
    radius: fullScreen ? 0 : 'md',
    styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    closeButtonProps: { 'aria-label': i18n.t('marketing:requestForm.close') },
    children: kind === 'contact' ? <ContactForm onClose={close} /> : <DemoForm onClose={close} />,
  });
}
