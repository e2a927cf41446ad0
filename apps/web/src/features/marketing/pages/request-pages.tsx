import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { Section } from '../components/section.tsx';
import { ContactForm } from '../modals/contact-form.tsx';
import { DemoForm } from '../modals/demo-form.tsx';
import type { MarketingModalKind } from '../modals/open-marketing-modal.ts';
import { usePublicPageHead } from '../seo/use-public-page-head.ts';

// The contact-us and demo-request forms, which the site's buttons open as dialogs, as pages of
// their own for a shared link or a bookmark. Sent or left, the visitor goes back to the
// landing page, where the confirmation shows.
function RequestPage({ kind }: { kind: MarketingModalKind }) {
  usePublicPageHead(kind);
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const leave = () => void navigate(paths.marketing.landing.getHref());
  return (
    <Section
      id={`${kind}-request`}
      title={t(kind === 'contact' ? 'contactForm.title' : 'demoForm.title')}
      level={1}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
        {kind === 'contact' ? <ContactForm onClose={leave} /> : <DemoForm onClose={leave} />}
      </Paper>
    </Section>
  );
}

export function ContactPage() {
  return <RequestPage kind="contact" />;
}

export function DemoPage() {
  return <RequestPage kind="demo" />;
}
