import { Center, Loader, Text } from '@mantine/core';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { useTenantTimeZone } from '../../../../shared/reference/tenant.ts';
import { useRental } from '../../../../api/rentals/get-rentals.ts';
import type { RentalStaffAction } from '../../lib/rental-actions.ts';
import { CheckinDialog } from './checkin-dialog.tsx';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ExtendDialog } from './extend-dialog.tsx';
import { RentalModal } from './rental-modal.tsx';
import { SwapDialog } from './swap-dialog.tsx';

export type RentalDialogTarget = {
  rentalId: string;
  action: Exclude<RentalStaffAction, 'edit'>;
} | null;

const wide = new Set(['checkout', 'checkin']);

function DialogBody({
  rental,
  target,
  onTarget,
  onDeleted,
}: {
  rental: RentalView;
  target: NonNullable<RentalDialogTarget>;
  onTarget: (target: RentalDialogTarget) => void;
  onDeleted?: () => void;
}) {
  const close = () => onTarget(null);
  switch (target.action) {
    case 'checkout':
      return <CheckoutDialog rental={rental} onClose={close} />;
    case 'checkin':
      return <CheckinDialog rental={rental} onClose={close} />;
    case 'extend':
      return (
        <ExtendDialog
          rental={rental}
          onClose={close}
          onSettle={() => onTarget({ rentalId: rental.id, action: 'settle' })}
        />
      );
    case 'swap':
      return <SwapDialog rental={rental} onClose={close} />;
    default:
      return (
        <ConfirmDialog rental={rental} kind={target.action} onClose={close} onDeleted={onDeleted} />
      );
  }
}

// One host for the desk's dialogs, from the list or the details page: it reads the whole
// rental (legs, inspections) the dialogs need, from the cache on the details page.
export function RentalDialogs({
  target,
  onTarget,
  onDeleted,
}: {
  target: RentalDialogTarget;
  onTarget: (target: RentalDialogTarget) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('rentals');
  const rental = useRental(target?.rentalId ?? '');
  // Times are typed in the company's zone: nothing is offered before it is known.
  const timeZone = useTenantTimeZone();
  const action = target?.action;
  let body = null;
  if (target && timeZone && rental.data?.id === target.rentalId)
    body = (
      <DialogBody
        key={`${target.rentalId}-${target.action}`}
        rental={rental.data}
        target={target}
        onTarget={onTarget}
        onDeleted={onDeleted}
      />
    );
  else if (target && rental.isError)
    body = (
      <Text c="red" role="alert" fz="sm">
        {t('detail.loadError.description')}
      </Text>
    );
  else if (target)
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('detail.loading')} />
      </Center>
    );
  return (
    <RentalModal
      opened={target !== null}
      onClose={() => onTarget(null)}
      title={action ? t(`dialogs.${action}.title`) : ''}
      size={action && wide.has(action) ? 'xl' : 'md'}
    >
      {body}
    </RentalModal>
  );
}
