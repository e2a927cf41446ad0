import { Button, Group, Modal, ScrollArea, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateRole, useUpdateRole } from '../../../api/settings/roles.ts';
import type { RoleInfo } from '@motorpool/domain/schemas/role';
import { notifyRoleFailure } from './notify-role-failure.ts';
import { PermissionChecklist } from '../../../shared/ui/permission-checklist.tsx';
import { isolate } from '../../../shared/i18n/bidi.ts';

const namePattern = /^[a-z][a-z0-9-]{1,39}$/;

type Values = { name: string; label: string; description: string; permissions: string[] };

// Creates a custom role, or edits one (its name is its identifier and stays).
export function RoleFormModal({
  opened,
  onClose,
  catalogue,
  role,
}: {
  opened: boolean;
  onClose: () => void;
  catalogue: Record<string, string[]>;
  role: ({ name: string } & RoleInfo) | null;
}) {
  const { t } = useTranslation('settings');
  const create = useCreateRole();
  const update = useUpdateRole();
  const form = useForm<Values>({
    initialValues: {
      name: role?.name ?? '',
      label: role?.label ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
    },
    validate: {
      name: (v) => (role || namePattern.test(v) ? null : t('roles.form.nameInvalid')),
      label: (v) => (v.trim() ? null : t('roles.form.labelRequired')),
    },
  });

  const submit = form.onSubmit((values) => {
    const input = {
      name: values.name,
      label: values.label.trim(),
      description: values.description.trim(),
      permissions: values.permissions,
    };
    const done = () => {
      notifySuccess(
        t(role ? 'toasts.updated' : 'toasts.created'),
        t('toasts.roleSaved', { label: isolate(input.label) }),
      );
      onClose();
    };
    if (role) {
      update.mutate(input, {
        onSuccess: done,
        onError: (e) => notifyRoleFailure(t('toasts.updateFailed'), t('toasts.retry'), e),
      });
    } else {
      create.mutate(input, {
        onSuccess: done,
        onError: (e) => notifyRoleFailure(t('toasts.createFailed'), t('toasts.retry'), e),
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        role
          ? t('roles.form.editTitle', { label: isolate(role.label) })
          : t('roles.form.createTitle')
      }
      size="lg"
      fullScreen={false}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('roles.form.name')}
            description={t('roles.form.nameHint')}
            disabled={Boolean(role)}
            required={!role}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('roles.form.label')}
            required
            dir="auto"
            {...form.getInputProps('label')}
          />
          <Textarea
            label={t('roles.form.description')}
            autosize
            minRows={2}
            dir="auto"
            {...form.getInputProps('description')}
          />
          <PermissionChecklist
            catalogue={catalogue}
            value={form.values.permissions}
            onChange={(next) => form.setFieldValue('permissions', next)}
            label={t('roles.form.permissions')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
