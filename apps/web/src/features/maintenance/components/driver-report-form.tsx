import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import {
  driverReportSchema,
  maintenanceAttachmentMaxBytes,
  type WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useFileDriverReport } from '../../../api/maintenance/save-maintenance.ts';
import { typedNumber } from '../lib/money-input.ts';
import { useDraft } from '../lib/use-draft.ts';
import { FormButtons } from './form-buttons.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { useMaintenanceOptions } from './use-maintenance-options.ts';
import { VehiclePicker } from './vehicle-picker.tsx';

const maxPhotos = 6;
type Position = { latitude: number; longitude: number };

// The driver report (POST /maintenance/driver-reports, then each photo): built for a phone
// held in one hand at the roadside. It becomes a work order pending review.
export function DriverReportForm({
  vehicleId = '',
  onClose,
  onSaved,
}: {
  vehicleId?: string;
  onClose: () => void;
  onSaved: (order: WorkOrderView) => void;
}) {
  const { t } = useTranslation('maintenance');
  const { language } = useLanguage();
  const options = useMaintenanceOptions();
  const file = useFileDriverReport();
  const { draft, set, errors, setErrors, failure, setFailure } = useDraft({
    vehicleId,
    severity: 'moderate',
    issue: '',
    description: '',
    location: '',
    mileage: '',
  });
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const locate = () => {
    if (!('geolocation' in navigator)) return setFailure(t('report.noLocation'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        setLocating(false);
        setFailure(t('report.noLocation'));
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const submit = () => {
    const body = {
      vehicleId: draft.vehicleId || undefined,
      severity: draft.severity,
      issue: draft.issue.trim(),
      description: draft.description.trim() || undefined,
      location: draft.location.trim() || undefined,
      latitude: position?.latitude,
      longitude: position?.longitude,
      mileage: typedNumber(draft.mileage),
    };
    const found = schemaErrors(driverReportSchema, body, language);
    if (photos.some((photo) => photo.size > maintenanceAttachmentMaxBytes))
      found.photos = t('report.photoTooLarge');
    setErrors(found);
    const parsed = driverReportSchema.safeParse(body);
    if (!parsed.success || found.photos) return;
    setFailure(null);
    file.mutate(
      { body: parsed.data, photos },
      {
        onSuccess: (order) => {
          notifySuccess(
            t('toasts.reported.title'),
            t('toasts.reported.message', { number: order.workOrderNumber }),
          );
          onSaved(order);
        },
        onError: (error) => setFailure(isApiError(error) ? error.message : t('form.failedToSend')),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('report.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('report.intro')}
        </Text>
        <VehiclePicker
          value={draft.vehicleId}
          error={errors.vehicleId}
          onChange={(id) => set({ vehicleId: id })}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="report-severity">
            {t('fields.severity')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="report-severity"
            data={options.severities}
            value={draft.severity}
            onChange={(severity) => set({ severity })}
          />
        </Stack>
        <Textarea
          label={t('report.issue')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={2000}
          value={draft.issue}
          error={errors.issue}
          onChange={(event) => set({ issue: event.currentTarget.value })}
        />
        <Textarea
          label={t('report.details')}
          autosize
          minRows={2}
          maxLength={2000}
          value={draft.description}
          error={errors.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <PhotoPicker photos={photos} max={maxPhotos} error={errors.photos} onChange={setPhotos} />
        <TextInput
          label={t('fields.location')}
          maxLength={200}
          value={draft.location}
          error={errors.location}
          onChange={(event) => set({ location: event.currentTarget.value })}
        />
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            size="sm"
            loading={locating}
            leftSection={<IconMapPin size={16} aria-hidden />}
            onClick={locate}
          >
            {t('report.useLocation')}
          </Button>
          {position && (
            <Text fz="sm" c="dimmed" dir="ltr">
              {position.latitude.toFixed(5)}, {position.longitude.toFixed(5)}
            </Text>
          )}
        </Group>
        <TextInput
          label={t('report.mileage')}
          dir="ltr"
          inputMode="numeric"
          value={draft.mileage}
          error={errors.mileage}
          onChange={(event) => set({ mileage: event.currentTarget.value })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <FormButtons submitLabel={t('report.submit')} onCancel={onClose} loading={file.isPending} />
      </Stack>
    </form>
  );
}
