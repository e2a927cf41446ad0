import { Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoleText } from '../../../shared/i18n/role-text.ts';

// The catalogue (resource -> its permissions) as one checkbox per permission, grouped by resource with a "select all".
export function PermissionChecklist({
  catalogue,
  value,
  onChange,
}: {
  catalogue: Record<string, string[]>;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('settings');
  const { resourceLabel, actionLabel, permissionLabel } = useRoleText();
  const selected = new Set(value);
  const toggle = (permissions: string[], on: boolean) => {
    const next = new Set(selected);
    for (const p of permissions) {
      if (on) next.add(p);
      else next.delete(p);
    }
    onChange([...next].sort());
  };

  return (
    <Stack gap="xs" role="group" aria-label={t('roles.form.permissions')}>
      {Object.entries(catalogue).map(([resource, all]) => {
        const count = all.filter((p) => selected.has(p)).length;
        return (
          <Paper key={resource} withBorder radius="sm" p="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} fz="sm">
                {resourceLabel(resource)}{' '}
                <Text span fz="xs" fw={400} c="dimmed" dir="ltr" ff="monospace">
                  {resource}
                </Text>
              </Text>
              <Checkbox
                size="xs"
                label={t('roles.form.selectAll')}
                aria-label={t('roles.form.selectAllOf', { resource: resourceLabel(resource) })}
                checked={count === all.length}
                indeterminate={count > 0 && count < all.length}
                onChange={(event) => toggle(all, event.currentTarget.checked)}
              />
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
              {all.map((permission) => (
                <Checkbox
                  key={permission}
                  size="xs"
                  label={actionLabel(permission.slice(resource.length + 1))}
                  description={<span dir="ltr">{permission}</span>}
                  aria-label={permissionLabel(permission)}
                  checked={selected.has(permission)}
                  onChange={(event) => toggle([permission], event.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
