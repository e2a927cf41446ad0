import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/forms/schema-errors.ts';
import { emptyPart, type PartDraft } from './maintenance-form-values.ts';

type PartField = Exclude<keyof PartDraft, 'key'>;

// The work order's parts: one card per part (a phone stacks its fields), added and removed
// in place. Errors arrive by path (`parts.0.quantity`).
export function PartsEditor({
  parts,
  currency,
  errors,
  onChange,
}: {
  parts: PartDraft[];
  currency: string;
  errors: FieldErrors;
  onChange: (parts: PartDraft[]) => void;
}) {
  const { t } = useTranslation('maintenance');
  const set = (index: number, field: PartField, value: string) =>
    onChange(parts.map((part, i) => (i === index ? { ...part, [field]: value } : part)));
  const input = (index: number, field: PartField, extra: Record<string, unknown> = {}) => ({
    label: t(`parts.${field}`),
    value: parts[index]?.[field] ?? '',
    error: errors[`parts.${index}.${field}`],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set(index, field, event.currentTarget.value),
    ...extra,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600} fz="sm" id="parts-heading">
          {t('parts.title')}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...parts, emptyPart()])}
        >
          {t('parts.add')}
        </Button>
      </Group>
      {parts.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('parts.none')}
        </Text>
      )}
      {parts.map((part, index) => (
        <Paper key={part.key} withBorder radius="sm" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={500}>
                {t('parts.number', { number: index + 1 })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('parts.remove', { number: index + 1 })}
                onClick={() => onChange(parts.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
              <TextInput {...input(index, 'name', { withAsterisk: true, maxLength: 100 })} />
              <TextInput {...input(index, 'partNumber', { dir: 'ltr', maxLength: 50 })} />
              <TextInput
                {...input(index, 'quantity', {
                  withAsterisk: true,
                  dir: 'ltr',
                  inputMode: 'numeric',
                })}
              />
              <TextInput
                {...input(index, 'unitCost', { dir: 'ltr', inputMode: 'decimal' })}
                label={t('parts.unitCostIn', { currency })}
              />
              <TextInput {...input(index, 'supplier', { maxLength: 100 })} />
              <TextInput {...input(index, 'category', { maxLength: 50 })} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
