import { Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoleText } from '../i18n/role-text.ts';

type PermissionChecklistProps = {
  /** the catalogue: each resource with its permissions */
  catalogue: Record<string, string[]>;
  value: string[];
  onChange: (next: string[]) => void;
  /** what the checked permissions are (a role's, a user's own) */
  label: string;
  /** whether a permission may be changed here; the others show as they are */
  editable?: (permission: string) => boolean;
};

const always = () => true;

// The catalogue as one checkbox per permission, grouped by resource with a "select all" of the
// resource's editable ones. What is checked but not in the catalogue (`*`, an older name) is kept.
export function PermissionChecklist({
  catalogue,
  value,
  onChange,
  label,
  editable = always,
}: PermissionChecklistProps) {
  const { t } = useTranslation('roles');
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
    <Stack gap="xs" role="group" aria-label={label}>
      {Object.entries(catalogue).map(([resource, all]) => {
        const open = all.filter(editable);
        const count = open.filter((p) => selected.has(p)).length;
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
                label={t('selectAll')}
                aria-label={t('selectAllOf', { resource: resourceLabel(resource) })}
                checked={open.length > 0 && count === open.length}
                indeterminate={count > 0 && count < open.length}
                disabled={open.length === 0}
                onChange={(event) => toggle(open, event.currentTarget.checked)}
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
                  disabled={!editable(permission)}
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
