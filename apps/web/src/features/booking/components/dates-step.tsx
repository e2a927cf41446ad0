import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromZonedInput, toZonedInput } from '../../../shared/i18n/zoned-time.ts';
import { usePublicBranches } from '../../../api/catalogue/branches.ts';
import type { BookingState } from '../lib/booking-state.ts';

type Draft = Pick<BookingState, 'pickupDate' | 'returnDate' | 'branchId' | 'returnBranchId'>;

// Step 1: the period (typed as wall time in the company's zone) and both branches. Without a
// branch in the address, the chosen car's own branch is offered: it is where the car is free.
export function DatesStep({
  state,
  timeZone,
  vehicleBranchId,
  onNext,
}: {
  state: BookingState;
  timeZone: string;
  vehicleBranchId?: string | undefined;
  onNext: (changes: Draft) => void;
}) {
  const { t } = useTranslation('booking');
  const branches = usePublicBranches();
  const [chosen, setDraft] = useState<Draft>({
    pickupDate: state.pickupDate,
    returnDate: state.returnDate,
    branchId: state.branchId,
    returnBranchId: state.returnBranchId ?? state.branchId,
  });
  // A branch cleared on purpose is '' and stays cleared; undefined takes the car's branch.
  const known = (id: string | undefined) =>
    id && (branches.data ?? []).some((b) => b.id === id) ? id : undefined;
  const draft: Draft = {
    ...chosen,
    branchId: chosen.branchId ?? known(vehicleBranchId),
    returnBranchId: chosen.returnBranchId ?? chosen.branchId ?? known(vehicleBranchId),
  };
  const [tried, setTried] = useState(false);
  const options = [
    { value: '', label: t('dates.chooseBranch') },
    ...(branches.data ?? []).map((b) => ({ value: b.id, label: `${b.name} · ${b.city}` })),
  ];
  const ordered =
    !draft.pickupDate ||
    !draft.returnDate ||
    Date.parse(draft.returnDate) > Date.parse(draft.pickupDate);
  const past = draft.pickupDate !== undefined && Date.parse(draft.pickupDate) < Date.now();
  const required = (value: string | undefined) => (tried && !value ? t('required') : undefined);
  const date = (key: 'pickupDate' | 'returnDate') => ({
    value: draft[key] ? toZonedInput(draft[key], timeZone) : '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [key]: fromZonedInput(event.currentTarget.value, timeZone) }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    const { pickupDate, returnDate, branchId, returnBranchId } = draft;
    if (!pickupDate || !returnDate || !branchId || !ordered || past) return;
    onNext({ pickupDate, returnDate, branchId, returnBranchId: returnBranchId || branchId });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label={t('dates.pickupDate')}
            withAsterisk
            error={required(draft.pickupDate) ?? (past ? t('dates.inPast') : undefined)}
            {...date('pickupDate')}
          />
          <TextInput
            type="datetime-local"
            label={t('dates.returnDate')}
            withAsterisk
            error={required(draft.returnDate) ?? (ordered ? undefined : t('dates.order'))}
            {...date('returnDate')}
          />
          <NativeSelect
            label={t('dates.pickupBranch')}
            withAsterisk
            data={options}
            value={draft.branchId ?? ''}
            error={required(draft.branchId)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const sameReturn = !draft.returnBranchId || draft.returnBranchId === draft.branchId;
              setDraft({
                ...draft,
                branchId: value,
                returnBranchId: sameReturn ? value : draft.returnBranchId,
              });
            }}
          />
          <NativeSelect
            label={t('dates.returnBranch')}
            data={options}
            value={draft.returnBranchId ?? ''}
            onChange={(event) => setDraft({ ...draft, returnBranchId: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Button type="submit" size="md" fullWidth>
          {t('next')}
        </Button>
      </Stack>
    </form>
  );
}
