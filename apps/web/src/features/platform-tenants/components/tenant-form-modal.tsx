import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { useTranslation } from 'react-i18next';
import { EntityFormModal, type FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { TenantForm } from './tenant-form.tsx';

export function TenantFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget<PlatformTenantView>;
  onClose: () => void;
  onSaved?: (tenant: PlatformTenantView) => void;
}) {
  const { t } = useTranslation('platform');
  return (
    <EntityFormModal
      target={target}
      titles={{ create: t('tenants.form.createTitle'), edit: t('tenants.form.editTitle') }}
      closeLabel={t('tenants.form.close')}
      size="lg"
      onClose={onClose}
    >
      {(tenant) => (
        <TenantForm
          tenant={tenant}
          onCancel={onClose}
          onDone={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </EntityFormModal>
  );
}
