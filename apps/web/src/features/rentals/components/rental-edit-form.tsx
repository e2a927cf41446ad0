import { useState } from 'react';
import { Select, Stack, Textarea } from '@mantine/core';
import type {
  RentalListItemView,
  RentalUpdateInput,
  RentalView,
} from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useUpdateRental } from '../../../api/rentals/save-rental.ts';
import { FormButtons } from './form-buttons.tsx';

// PATCH /rentals/{id}: where the car comes back (until it has) and the notes; only changes go.
export function RentalEditForm({
  rental,
  onDone,
  onCancel,
}: {
  rental: RentalListItemView;
  onDone: (rental: RentalView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('rentals');
  const branches = useBranchOptions();
  const update = useUpdateRental();
  const [returnBranchId, setReturnBranchId] = useState(rental.returnBranch.id);
  const [notes, setNotes] = useState(rental.notes ?? '');
  const [error, setError] = useState<string | undefined>();
  const branchData = (branches.data ?? []).map((branch) => ({
    value: branch.id,
    label: branch.name,
  }));
  if (!branchData.some((option) => option.value === rental.returnBranch.id))
    branchData.push({ value: rental.returnBranch.id, label: rental.returnBranch.name });
  const returned = rental.status === 'completed' || rental.status === 'cancelled';

  const save = async () => {
    const body: RentalUpdateInput = {};
    if (returnBranchId !== rental.returnBranch.id) body.returnBranchId = returnBranchId;
    if (notes.trim() !== (rental.notes ?? '')) body.notes = notes.trim();
    try {
      const saved =
        Object.keys(body).length > 0
          ? await update.mutateAsync({ id: rental.id, body })
          : (rental as RentalView);
      notifySuccess(
        t('toasts.updated.title'),
        t('toasts.updated.message', { number: rental.rentalNumber }),
      );
      onDone(saved);
    } catch (failure) {
      const detail = isApiError(failure)
        ? failure.details.find((d) => d.path.endsWith('returnBranchId'))
        : undefined;
      if (detail) return setError(detail.message);
      notifyFailure(t('toasts.updateFailed.title'), t('toasts.updateFailed.message'), failure);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Select
          label={t('fields.returnBranch')}
          data={branchData}
          value={returnBranchId}
          disabled={returned}
          allowDeselect={false}
          onChange={(id) => {
            setReturnBranchId(id ?? rental.returnBranch.id);
            setError(undefined);
          }}
          error={error}
        />
        <Textarea
          label={t('fields.notes')}
          autosize
          minRows={3}
          maxLength={2000}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <FormButtons submitLabel={t('form.save')} onCancel={onCancel} loading={update.isPending} />
      </Stack>
    </form>
  );
}
