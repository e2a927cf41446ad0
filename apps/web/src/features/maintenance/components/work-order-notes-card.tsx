import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { maintenanceNoteSchema, type WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import { noteTypes, type NoteType } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { schemaErrors, type FieldErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useAddNote, useDeleteNote } from '../../../api/maintenance/save-maintenance.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { useMaintenanceOptions } from './use-maintenance-options.ts';
import { UserText } from '../../../shared/ui/user-text.tsx';

const all = 'all';

// Notes by type (general, technical, customer, internal): read by type, and added.
export function WorkOrderNotesCard({ order }: { order: WorkOrderView }) {
  const { t } = useTranslation('maintenance');
  const { language } = useLanguage();
  const { can } = useCurrentUser();
  const { when } = useMaintenanceFormat();
  const options = useMaintenanceOptions();
  const add = useAddNote(order.id);
  const remove = useDeleteNote(order.id);
  const canEdit = can('maintenance:update');
  const [shown, setShown] = useState<NoteType | typeof all>(all);
  const [type, setType] = useState<NoteType>('general');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const notes = order.notes.filter((note) => shown === all || note.type === shown);

  const submit = () => {
    const body = { type, content: content.trim() };
    const found = schemaErrors(maintenanceNoteSchema, body, language);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    add.mutate(body, {
      onSuccess: () => setContent(''),
      onError: (error) => setFailure(isApiError(error) ? error.message : t('form.failedToSend')),
    });
  };

  return (
    <SectionCard id="work-order-notes" title={t('detail.sections.notes')}>
      <Select
        label={t('notes.show')}
        data={[{ value: all, label: t('notes.all') }, ...options.noteTypes]}
        value={shown}
        allowDeselect={false}
        onChange={(value) => setShown((value as NoteType | null) ?? all)}
        w={{ base: '100%', xs: 220 }}
      />
      {notes.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('notes.empty')}
        </Text>
      )}
      <Stack gap="xs">
        {notes.map((note) => (
          <Paper key={note.id} withBorder radius="sm" p="xs">
            <Group justify="space-between" gap="xs">
              <Badge variant="light" color="gray">
                {t(`noteType.${note.type}`)}
              </Badge>
              <Group gap={4} wrap="nowrap">
                <Text fz="xs" c="dimmed">
                  {note.createdByName
                    ? t('timeline.byWhom', { when: when(note.createdAt), name: note.createdByName })
                    : when(note.createdAt)}
                </Text>
                {canEdit && (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === note.id}
                    aria-label={t('notes.delete', { type: t(`noteType.${note.type}`) })}
                    onClick={() =>
                      remove.mutate(note.id, {
                        onError: (error) =>
                          notifyFailure(
                            t('toasts.deleteFailed.title'),
                            t('form.failedToSend'),
                            error,
                          ),
                      })
                    }
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Group>
            <UserText fz="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {note.content}
            </UserText>
          </Paper>
        ))}
      </Stack>
      {canEdit && (
        <form
          noValidate
          aria-label={t('notes.add')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <Select
              label={t('notes.type')}
              data={noteTypes.map((value) => ({ value, label: t(`noteType.${value}`) }))}
              value={type}
              allowDeselect={false}
              onChange={(value) => setType((value as NoteType | null) ?? type)}
              w={{ base: '100%', xs: 220 }}
            />
            <Textarea
              label={t('notes.content')}
              autosize
              minRows={2}
              maxLength={5000}
              value={content}
              error={errors.content}
              onChange={(event) => {
                setContent(event.currentTarget.value);
                setErrors({});
              }}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" w="fit-content" loading={add.isPending}>
              {t('notes.add')}
            </Button>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
