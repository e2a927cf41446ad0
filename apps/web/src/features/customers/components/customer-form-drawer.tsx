import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import type { CustomerView } from '../../../api/customers/customer-view.ts';
import { CustomerForm } from './customer-form.tsx';

// Customers are created and edited in a drawer from the inline-end side, full width
// on a phone.
export function CustomerFormDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget<CustomerView>;
  onClose: () => void;
  onSaved?: (customer: CustomerView) => void;
}) {
  const { t } = useTranslation('customers');
  const rtl = useLanguage().config.dir === 'rtl';
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const customer = target?.mode === 'edit' ? target.record : undefined;
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position={rtl ? 'left' : 'right'}
      size={phone ? '100%' : 'xl'}
      title={customer ? t('form.editTitle') : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && (
        <CustomerForm
          key={customer?.id ?? 'new'}
          customer={customer}
          onCancel={onClose}
          onDone={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </Drawer>
  );
}
