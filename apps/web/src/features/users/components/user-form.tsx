import { useMemo } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { userCreateSchema, userUpdateSchema } from '@motorpool/domain/schemas/user';
import { userStatuses } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateUser } from '../../../api/users/create-user.ts';
import { usePermissionsOverview } from '../../../api/users/get-permissions-overview.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { useUpdateUser } from '../../../api/users/update-user.ts';
import { notifyFailure } from './notify-failure.ts';
import { branchScopedRoles, UserFormBranch } from './user-form-branch.tsx';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { fullName, useUserFormat } from './use-user-format.ts';
import {
  changedFields,
  initialFormValues,
  toUserInput,
  userFormFields,
  type UserFormValues,
} from './user-form-values.ts';

type UserFormProps = {
  /** absent: create a user; present: edit this one */
  user?: UserView;
  onDone: (user?: UserView) => void;
  onCancel: () => void;
};

// Create and edit: validated with the domain schema the API uses (messages in
// the current language), the API's 400/409 details mapped back onto the fields.
export function UserForm({ user, onDone, onCancel }: UserFormProps) {
  const { t } = useTranslation('users');
  const { language } = useLanguage();
  const { roleLabel, statusLabel } = useUserFormat();
  const overview = usePermissionsOverview();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const schema = user ? userUpdateSchema : userCreateSchema;
  const { can } = useCurrentUser();

  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: initialFormValues(user),
    validate: (values) => schemaErrors(schema, toUserInput(values), language),
  });

  // Only roles the signed-in user may assign can be picked (GET /permissions assignableRoles);
  // roles the edited user already holds stay listed, disabled when not assignable.
  const roleOptions = useMemo(() => {
    const assignable = overview.data?.assignableRoles ?? [];
    const held = user?.roles ?? [];
    return [...new Set([...assignable, ...held])].map((role) => ({
      value: role,
      label: roleLabel(role),
      disabled: !assignable.includes(role),
    }));
  }, [overview.data?.assignableRoles, roleLabel, user?.roles]);

  const { focusFirstError, showServerErrors } = formErrorHandling(form, userFormFields);

  const handleError = (error: unknown) => {
    const outcome = showServerErrors(error, (fieldErrors, apiError) => {
      // A 409 without details on create can only be the e-mail address (unique per tenant).
      if (apiError.status === 409 && apiError.details.length === 0 && !user) {
        fieldErrors.email = t('toasts.emailTaken');
      }
    });
    if (outcome === 'onFields') return;
    if (user)
      notifyFailure(t('toasts.updateFailed.title'), t('toasts.updateFailed.message'), error);
    else notifyFailure(t('toasts.createFailed.title'), t('toasts.createFailed.message'), error);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      if (user) {
        const parsed = userUpdateSchema.safeParse(toUserInput(values));
        if (!parsed.success) return;
        const body = changedFields(parsed.data, user);
        const saved =
          Object.keys(body).length > 0 ? await updateUser.mutateAsync({ id: user.id, body }) : user;
        notifySuccess(
          t('toasts.updated.title'),
          t('toasts.updated.message', { name: fullName(saved) }),
        );
        onDone(saved);
      } else {
        const parsed = userCreateSchema.safeParse(toUserInput(values));
        if (!parsed.success) return;
        const created = await createUser.mutateAsync(parsed.data);
        notifySuccess(
          t('toasts.created.title'),
          t('toasts.created.message', { name: fullName(created) }),
        );
        onDone(created);
      }
    } catch (error) {
      handleError(error);
    }
  }, focusFirstError);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.firstName')}
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('form.lastName')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('form.email')}
          type="email"
          dir="ltr"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('form.phone')}
          type="tel"
          dir="ltr"
          autoComplete="off"
          {...form.getInputProps('phone')}
        />
        <MultiSelect
          label={t('form.roles')}
          placeholder={t('form.rolesPlaceholder')}
          data={roleOptions}
          withAsterisk
          searchable
          clearable
          {...form.getInputProps('roles')}
        />
        {can('branches:browse') &&
          form.values.roles.some((role) => branchScopedRoles.includes(role)) && (
            <UserFormBranch {...form.getInputProps('branchId')} />
          )}
        <Select
          label={t('form.status')}
          data={userStatuses.map((status) => ({ value: status, label: statusLabel(status) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <PasswordInput
          label={t('form.password')}
          description={user ? t('form.passwordKeep') : t('form.passwordRules')}
          withAsterisk={!user}
          autoComplete="new-password"
          dir="ltr"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {user ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
