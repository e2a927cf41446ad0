import { Drawer } from '@mantine/core';
import type { OfferView } from '@motorpool/domain/schemas/offer';
import { useTranslation } from 'react-i18next';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { OfferForm } from './offer-form.tsx';

// The offer's create/edit form in a drawer from the end side (the left in Arabic), the list
// staying in view beside it; full width on a phone.
export function OfferDrawer({
  target,
  onClose,
}: {
  target: FormTarget<OfferView>;
  onClose: () => void;
}) {
  const { t } = useTranslation('offers');
  const offer = target?.mode === 'edit' ? target.record : undefined;
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={offer ? t('form.editTitle') : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {target !== null && (
        <OfferForm key={offer?.id ?? 'new'} offer={offer} onCancel={onClose} onDone={onClose} />
      )}
    </Drawer>
  );
}
