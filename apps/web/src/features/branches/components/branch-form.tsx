import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BranchView,
  branchCreateSchema,
  branchUpdateSchema,
} from '@motorpool/domain/schemas/branch';
import { branchAmenities, branchStatuses } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useManagerOptions } from '../../../api/branches/get-branch.ts';
import { useCreateBranch, useUpdateBranch } from '../../../api/branches/save-branch.ts';
import {
  branchFormFields,
  changedBranchFields,
  initialBranchValues,
  toBranchInput,
  type BranchFormValues,
} from './branch-form-values.ts';
import { OperatingHoursFields } from './operating-hours-fields.tsx';
import { useCountries } from './use-countries.ts';

type BranchFormProps = {
  branch?: BranchView;
  onDone: (branch: BranchView) => void;
  onCancel: () => void;
};

// Branch create/edit, validated with the domain schema (translated messages); the
// API's 400/409 details (e.g. a taken code) land on their fields.
export function BranchForm({ branch, onDone, onCancel }: BranchFormProps) {
  const { t } = useTranslation('branches');
  const { language } = useLanguage();
  const { can } = useCurrentUser();
  const countries = useCountries(branch?.country);
  const managers = useManagerOptions(can('users:read'));
  const createBranch = useCreateBranch();
  const updateBranch = useUpdateBranch();
  const schema = branch ? branchUpdateSchema : branchCreateSchema;

  const form = useForm<BranchFormValues>({
    mode: 'controlled',
    initialValues: initialBranchValues(branch),
    validate: (values) => schemaErrors(schema, toBranchInput(values), language),
  });

  const { focusFirstError, showServerErrors } = formErrorHandling(form, branchFormFields);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      let saved: BranchView;
      if (branch) {
        const parsed = branchUpdateSchema.safeParse(toBranchInput(values));
        if (!parsed.success) return;
        const body = changedBranchFields(parsed.data, branch);
        saved =
          Object.keys(body).length > 0
            ? await updateBranch.mutateAsync({ id: branch.id, body })
            : branch;
      } else {
        const parsed = branchCreateSchema.safeParse(toBranchInput(values));
        if (!parsed.success) return;
        saved = await createBranch.mutateAsync(parsed.data);
      }
      const key = branch ? 'updated' : 'created';
      notifySuccess(t(`toasts.${key}.title`), t(`toasts.${key}.message`, { name: saved.name }));
      onDone(saved);
    } catch (error) {
      if (showServerErrors(error) === 'onFields') return;
      const key = branch ? 'updateFailed' : 'createFailed';
      notifyFailure(t(`toasts.${key}.title`), t(`toasts.${key}.message`), error);
    }
  }, focusFirstError);

  const managerOptions = (managers.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.firstName} ${user.lastName}`,
  }));
  if (branch?.managerId && !managerOptions.some((o) => o.value === branch.managerId)) {
    managerOptions.push({ value: branch.managerId, label: branch.managerName ?? branch.managerId });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('fields.name')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.code')}
            description={t('form.codeHint')}
            withAsterisk
            dir="ltr"
            {...form.getInputProps('code')}
          />
          <TextInput label={t('fields.address')} withAsterisk {...form.getInputProps('address')} />
          <TextInput label={t('fields.city')} withAsterisk {...form.getInputProps('city')} />
          <Select
            label={t('fields.country')}
            withAsterisk
            searchable
            data={countries.options}
            {...form.getInputProps('country')}
          />
          <Select
            label={t('fields.status')}
            allowDeselect={false}
            data={branchStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            {...form.getInputProps('status')}
          />
          <TextInput
            label={t('fields.phone')}
            withAsterisk
            type="tel"
            dir="ltr"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('fields.email')}
            withAsterisk
            type="email"
            dir="ltr"
            {...form.getInputProps('email')}
          />
          <NumberInput
            label={t('fields.latitude')}
            decimalScale={6}
            min={-90}
            max={90}
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label={t('fields.longitude')}
            decimalScale={6}
            min={-180}
            max={180}
            {...form.getInputProps('longitude')}
          />
          <Select
            label={t('fields.manager')}
            searchable
            clearable
            data={managerOptions}
            nothingFoundMessage={t('form.noManagers')}
            {...form.getInputProps('managerId')}
          />
        </SimpleGrid>
        <Checkbox.Group label={t('fields.amenities')} {...form.getInputProps('amenities')}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
            {branchAmenities.map((amenity) => (
              <Checkbox key={amenity} value={amenity} label={t(`amenities.${amenity}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <OperatingHoursFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {branch ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
