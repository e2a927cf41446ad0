import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { HostProps } from './overlay-hosts.ts';

export default function ModalsHost({ onReady }: HostProps) {
  const { t } = useTranslation();
  return (
    <>
      <ModalsProvider
        labels={{ confirm: t('actions.confirm'), cancel: t('actions.cancel') }}
        modalProps={{ transitionProps: { duration: 200 }, centered: true }}
      />
      <Ready onReady={onReady} />
    </>
  );
}

// A sibling after the provider: its effect runs once the provider's event listeners (layout
// effects) are attached, so an event sent on ready is heard.
function Ready({ onReady }: HostProps) {
  useEffect(onReady, [onReady]);
  return null;
}
