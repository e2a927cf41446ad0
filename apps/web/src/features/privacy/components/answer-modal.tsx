import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  privacyExtendSchema,
  privacyResolveSchema,
} from '@motorpool/domain/schemas/privacy-request';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

export type Answer = { kind: 'extend' } | { kind: 'resolve'; outcome: 'completed' | 'rejected' };

// The one text a handler writes to the requester: the extension's reason or the answer's note.
export function AnswerForm({
  answer,
  saving,
  onSave,
  onCancel,
}: {
  answer: Answer;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('privacy');
  const { language } = useLanguage();
  const form = useForm({
    initialValues: { text: '' },
    validate: ({ text }) => {
      const errors =
        answer.kind === 'extend'
          ? schemaErrors(privacyExtendSchema, { reason: text.trim() }, language)
          : schemaErrors(
              privacyResolveSchema,
              { outcome: answer.outcome, note: text.trim() },
              language,
            );
      const message = errors.reason ?? errors.note;
      return message ? { text: message } : {};
    },
  });
  return (
    <form onSubmit={form.onSubmit(({ text }) => onSave(text.trim()))} noValidate>
      <Stack gap="md">
        <Textarea
          label={answer.kind === 'extend' ? t('handling.extendReason') : t('handling.note')}
          withAsterisk
          autosize
          minRows={3}
          data-autofocus
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('request.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('handling.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
