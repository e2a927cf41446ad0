import { Button, type ButtonProps, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { VisitorRequestForm } from './visitor-request-form.tsx';

// The privacy page's "make a data request": opens the modal where a visitor asks to access,
// take away, correct or delete their data.
export function DataRightsRequestButton(props: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('privacy');
  const { t: tc } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button type="button" aria-haspopup="dialog" onClick={open} {...props}>
        {t('request.button')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': tc('actions.close') }}
        opened={opened}
        onClose={close}
        title={t('request.title')}
        size="lg"
        fullScreen={false}
      >
        <VisitorRequestForm onClose={close} />
      </Modal>
    </>
  );
}
