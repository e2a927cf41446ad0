import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  demoDates,
  demoTimeRanges,
  demoTimes,
  type DemoDate,
  type DemoTime,
} from '@motorpool/domain/marketing-lists';
import { demoRequestSchema } from '@motorpool/domain/schemas/public-forms';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { sendDemoRequest } from '../api/public-requests.ts';
import { FormActions } from './form-actions.tsx';
import { NewTabLink } from './new-tab-link.tsx';
import { emptyRequester, RequesterFields, type RequesterValues } from './requester-fields.tsx';
import { useRequestForm } from './use-request-form.ts';

type DemoValues = RequesterValues & {
  preferredDate: string | null;
  preferredTime: string | null;
  requirements: string;
  agreeToTerms: boolean;
};

const initialValues: DemoValues = {
  ...emptyRequester,
  preferredDate: null,
  preferredTime: null,
  requirements: '',
  agreeToTerms: false,
};

function toInput({ fleetSize, preferredDate, preferredTime, requirements, ...rest }: DemoValues) {
  return {
    ...rest,
    fleetSize: fleetSize ?? undefined,
    preferredDate: preferredDate ?? undefined,
    preferredTime: preferredTime ?? undefined,
    requirements: requirements.trim() === '' ? undefined : requirements,
  };
}

// "09:00" -> "9:00", as the time options show it.
const clock = (time: string) => time.replace(/^0(?=\d)/, '');

// The demo-scheduling form. Notes are optional; the terms must be accepted.
export function DemoForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('marketing');
  const dateLabel = (date: DemoDate) => t(`demoForm.dates.${date}`);
  const timeLabel = (time: DemoTime) =>
    t(`demoForm.times.${time}`, {
      start: clock(demoTimeRanges[time].start),
      end: clock(demoTimeRanges[time].end),
    });

  const { form, handleSubmit } = useRequestForm({
    draftKey: 'demo',
    initialValues,
    schema: demoRequestSchema,
    toInput,
    send: sendDemoRequest,
    onSuccess: (body) => {
      onClose();
      notifySuccess(
        t('demoForm.successTitle'),
        t('demoForm.successMessage', {
          slot: `${dateLabel(body.preferredDate)}, ${timeLabel(body.preferredTime)}`,
        }),
      );
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-describedby="demo-form-description">
      <Stack gap="md">
        <Text id="demo-form-description" c="dimmed" fz="sm">
          {t('demoForm.description')}
        </Text>
        <RequesterFields inputProps={form.getInputProps} autoFocus />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('demoForm.preferredDate')}
            placeholder={t('demoForm.preferredDatePlaceholder')}
            data={demoDates.map((date) => ({ value: date, label: dateLabel(date) }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('preferredDate')}
          />
          <Select
            label={t('demoForm.preferredTime')}
            placeholder={t('demoForm.preferredTimePlaceholder')}
            description={t('demoForm.timeZoneHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={demoTimes.map((time) => ({ value: time, label: timeLabel(time) }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('preferredTime')}
          />
        </SimpleGrid>
        <Textarea
          label={t('demoForm.requirements')}
          description={t('demoForm.requirementsDescription')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('requirements')}
        />
        <Checkbox
          label={
            <>
              <Trans
                t={t}
                i18nKey="demoForm.agreeToTerms"
                components={{ terms: <NewTabLink href={paths.marketing.terms.getHref()} /> }}
              />
              <Text span c="var(--mantine-color-error)" aria-hidden>
                {' *'}
              </Text>
            </>
          }
          required
          {...form.getInputProps('agreeToTerms', { type: 'checkbox' })}
        />
        <FormActions
          submitLabel={t('demoForm.submit')}
          submitting={form.submitting}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
