import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCar, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths.ts';
import { useCurrentUser } from '../../shared/auth/use-current-user.ts';

const UserFormModal = lazy(async () => ({
  default: (await import('../../features/users/components/user-form-modal.tsx')).UserFormModal,
}));
const VehicleFormModal = lazy(async () => ({
  default: (await import('../../features/vehicles/components/vehicle-form-modal.tsx'))
    .VehicleFormModal,
}));

type Creating = 'user' | 'vehicle' | null;

// Creation shortcuts the user may perform, opening the same forms as the list pages.
export function QuickActionsMenu() {
  const { t } = useTranslation('shell');
  const { can } = useCurrentUser();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<Creating>(null);
  const actions = [
    {
      key: 'user' as const,
      allowed: can('users:create'),
      label: t('header.newUser'),
      Icon: IconUserPlus,
    },
    {
      key: 'vehicle' as const,
      allowed: can('vehicles:create'),
      label: t('header.newVehicle'),
      Icon: IconCar,
    },
  ].filter((a) => a.allowed);
  if (actions.length === 0) return null;
  const close = () => setCreating(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Tooltip label={t('header.quickActions')}>
            <ActionIcon variant="default" size={34} aria-label={t('header.quickActions')}>
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('header.quickActions')}</Menu.Label>
          {actions.map((a) => (
            <Menu.Item
              key={a.key}
              leftSection={<a.Icon size={16} aria-hidden />}
              onClick={() => setCreating(a.key)}
            >
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {creating === 'user' && (
          <UserFormModal
            target={{ mode: 'create' }}
            onClose={close}
            onSaved={(user) => {
              if (user) void navigate(paths.admin.userDetail.getHref(user.id));
            }}
          />
        )}
        {creating === 'vehicle' && (
          <VehicleFormModal
            target={{ mode: 'create' }}
            onClose={close}
            onSaved={(vehicle) => void navigate(paths.admin.vehicleDetail.getHref(vehicle.id))}
          />
        )}
      </Suspense>
    </>
  );
}
