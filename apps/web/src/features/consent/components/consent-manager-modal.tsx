import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsentManager } from './consent-manager.tsx';

// The banner's "Customise": the consent manager in a dialog, loaded with its styles when asked.
export function ConsentManagerModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('consent');
  return (
    <Modal opened onClose={onClose} title={t('manager.title')} size="lg" zIndex={400}>
      <ConsentManager onSaved={onClose} />
    </Modal>
  );
}
