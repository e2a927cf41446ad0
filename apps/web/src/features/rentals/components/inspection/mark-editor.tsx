import {
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  damageSeverities,
  type InspectionMarkInput,
} from '@motorpool/domain/schemas/rental-inspection';
import {
  damageLocations,
  damageTypes,
  type DamageLocation,
  type DamageType,
} from '@motorpool/domain/value-lists';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MarkPhotos } from './mark-photos.tsx';

type MarkEditorProps = {
  mark: InspectionMarkInput;
  number: number;
  stage: 'checkout' | 'checkin';
  photoUrls: Record<string, string>;
  uploadPhoto?: (file: File) => Promise<{ id: string; url: string }>;
  onChange: (patch: Partial<InspectionMarkInput>) => void;
  /** Adds the uploaded photo to the mark as it is then (the upload may outlast other edits). */
  onPhotoAdded: (photo: { id: string; url: string }) => void;
  onDelete: () => void;
  onClose: () => void;
};

// The selected mark's details: what the damage is, where, how bad, a note and photos.
export function MarkEditor({
  mark,
  number,
  stage,
  photoUrls,
  uploadPhoto,
  onChange,
  onPhotoAdded,
  onDelete,
  onClose,
}: MarkEditorProps) {
  const { t } = useTranslation(['inspection', 'settings']);
  const titleId = useId();
  const severityId = useId();
  const types = damageTypes.map((value) => ({
    value,
    label: t(`settings:company.damageTypes.${value}`),
  }));
  const locations = damageLocations.map((value) => ({
    value,
    label: t(`settings:company.damageLocations.${value}`),
  }));
  const photoIds = mark.photoIds ?? [];

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={4} fz="sm" id={titleId}>
          {t('editor.title', { n: number })}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('editor.damageType')}
            data={types}
            value={mark.damageType}
            allowDeselect={false}
            onChange={(value) => value && onChange({ damageType: value as DamageType })}
          />
          <Select
            label={t('editor.location')}
            data={locations}
            value={mark.location}
            allowDeselect={false}
            searchable
            onChange={(value) => value && onChange({ location: value as DamageLocation })}
          />
        </SimpleGrid>
        <Input.Wrapper label={t('editor.severity')} id={severityId}>
          <SegmentedControl
            fullWidth
            aria-labelledby={`${severityId}-label`}
            data={damageSeverities.map((value) => ({
              value,
              label: t(`severities.${value}`),
            }))}
            value={mark.severity}
            onChange={(value) => onChange({ severity: value as InspectionMarkInput['severity'] })}
          />
        </Input.Wrapper>
        <Textarea
          label={t('editor.note')}
          autosize
          minRows={2}
          maxLength={500}
          value={mark.note ?? ''}
          onChange={(event) => onChange({ note: event.currentTarget.value })}
        />
        {stage === 'checkin' && (
          <Checkbox
            label={t('editor.isNew')}
            checked={mark.isNew ?? false}
            onChange={(event) => onChange({ isNew: event.currentTarget.checked })}
          />
        )}
        <MarkPhotos
          markNumber={number}
          photoIds={photoIds}
          urls={photoUrls}
          uploadPhoto={uploadPhoto}
          onAdded={onPhotoAdded}
          onRemove={(id) => onChange({ photoIds: photoIds.filter((p) => p !== id) })}
        />
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={onDelete}
          >
            {t('editor.deleteMark')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('editor.done')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
