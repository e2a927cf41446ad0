import { useState } from 'react';
import { ActionIcon, Alert, Button, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  maintenanceUpdateSchema,
  type MaintenancePartView,
  type WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { schemaErrors, type FieldErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useUpdateWorkOrder } from '../../../api/maintenance/save-maintenance.ts';
import { isOpenMaintenance } from '../lib/maintenance-actions.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { emptyPart, partsBody, type PartDraft } from './maintenance-form-values.ts';
import { PartsEditor } from './parts-editor.tsx';

// The parts as PATCH takes them: the whole list, each in minor units.
const asInput = (part: MaintenancePartView) => ({
  name: part.name,
  partNumber: part.partNumber ?? undefined,
  quantity: part.quantity,
  unitCost: part.unitCost,
  supplier: part.supplier ?? undefined,
  category: part.category ?? undefined,
});

// The order's parts with their totals; while the order is open, a part is added or removed
// in place (PATCH /maintenance/{id} with the whole list).
export function WorkOrderPartsCard({ order }: { order: WorkOrderView }) {
  const { t } = useTranslation('maintenance');
  const { language } = useLanguage();
  const { can } = useCurrentUser();
  const { amount, number, currency } = useMaintenanceFormat();
  const update = useUpdateWorkOrder();
  const [adding, setAdding] = useState<PartDraft[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const editable = isOpenMaintenance(order.status) && can('maintenance:update');

  const save = (parts: ReturnType<typeof partsBody>, onDone?: () => void) => {
    const found = schemaErrors(maintenanceUpdateSchema, { parts }, language);
    // The new rows come after the existing ones: their paths shift back onto the editor's.
    const shifted: FieldErrors = {};
    for (const [path, message] of Object.entries(found)) {
      const match = /^parts\.(\d+)\.(.+)$/.exec(path);
      if (match) shifted[`parts.${Number(match[1]) - order.parts.length}.${match[2]}`] = message;
    }
    setErrors(shifted);
    const parsed = maintenanceUpdateSchema.safeParse({ parts });
    if (!parsed.success) return;
    setFailure(null);
    update.mutate(
      { id: order.id, body: parsed.data },
      {
        onSuccess: () => onDone?.(),
        onError: (error) =>
          isApiError(error)
            ? setFailure(error.message)
            : notifyFailure(t('toasts.updateFailed.title'), t('form.failedToSend'), error),
      },
    );
  };
  const existing = order.parts.map(asInput);

  return (
    <SectionCard
      id="work-order-parts"
      title={t('parts.title')}
      actions={
        editable && adding === null ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding([emptyPart()])}
          >
            {t('parts.add')}
          </Button>
        ) : null
      }
    >
      {order.parts.length === 0 && adding === null && (
        <Text c="dimmed" fz="sm">
          {t('parts.none')}
        </Text>
      )}
      {order.parts.length > 0 && (
        <Table.ScrollContainer minWidth={400} type="native" tabIndex={0}>
          <Table verticalSpacing="xs" aria-labelledby="work-order-parts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('parts.name')}</Table.Th>
                <Table.Th>{t('parts.quantity')}</Table.Th>
                <Table.Th>{t('parts.unitCost')}</Table.Th>
                <Table.Th>{t('parts.totalCost')}</Table.Th>
                {editable && <Table.Th>{t('parts.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.parts.map((part, index) => (
                <Table.Tr key={part.id}>
                  <Table.Td>
                    <Text fz="sm">{part.name}</Text>
                    <Text fz="xs" c="dimmed">
                      {part.partNumber && <Ltr>{part.partNumber}</Ltr>}
                      {[part.supplier, part.category].filter(Boolean).map((text) => ` · ${text}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{number(part.quantity)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{amount(part.unitCost)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{amount(part.totalCost)}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        loading={update.isPending}
                        aria-label={t('parts.removeNamed', { name: part.name })}
                        onClick={() => save(existing.filter((_, i) => i !== index))}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {adding !== null && (
        <form
          noValidate
          aria-label={t('parts.add')}
          onSubmit={(event) => {
            event.preventDefault();
            save([...existing, ...partsBody(adding, currency)], () => setAdding(null));
          }}
        >
          <Stack gap="sm">
            <PartsEditor
              parts={adding}
              currency={currency ?? ''}
              errors={errors}
              onChange={(parts) => {
                setAdding(parts);
                setErrors({});
              }}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button.Group>
              <Button variant="default" onClick={() => setAdding(null)}>
                {t('dialogs.back')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('parts.save')}
              </Button>
            </Button.Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
