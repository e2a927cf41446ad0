import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { maxPhotosPerMark } from '@motorpool/domain/schemas/rental-inspection';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../../shared/ui/notify-failure.ts';
import classes from './inspection.module.css';

type MarkPhotosProps = {
  markNumber: number;
  photoIds: string[];
  urls: Record<string, string>;
  readOnly?: boolean;
  uploadPhoto?: (file: File) => Promise<{ id: string; url: string }>;
  onAdded: (photo: { id: string; url: string }) => void;
  onRemove: (id: string) => void;
};

// A mark's photos: taken with the phone's rear camera (or chosen from files), uploaded at once so
// the mark only names them.
export function MarkPhotos({
  markNumber,
  photoIds,
  urls,
  readOnly,
  uploadPhoto,
  onAdded,
  onRemove,
}: MarkPhotosProps) {
  const { t } = useTranslation('inspection');
  const [uploading, setUploading] = useState(false);
  const canAdd = !readOnly && uploadPhoto && photoIds.length < maxPhotosPerMark;

  const upload = async (file: File | null) => {
    if (!file || !uploadPhoto) return;
    setUploading(true);
    try {
      onAdded(await uploadPhoto(file));
    } catch (error) {
      notifyFailure(t('editor.uploadFailedTitle'), t('editor.uploadFailed'), error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        {t('editor.photos')}
      </Text>
      {photoIds.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('editor.noPhotos')}
        </Text>
      )}
      <Group gap="xs">
        {photoIds.map((id, index) => {
          const alt = t('editor.photoAlt', { n: index + 1, mark: markNumber });
          return (
            <div key={id} style={{ position: 'relative' }}>
              {urls[id] ? (
                <a href={urls[id]} target="_blank" rel="noreferrer">
                  <img src={urls[id]} alt={alt} className={classes.thumbnail} />
                </a>
              ) : (
                <Text fz="xs" className={classes.thumbnail} role="img" aria-label={alt} />
              )}
              {!readOnly && (
                <ActionIcon
                  size="sm"
                  radius="xl"
                  color="red"
                  pos="absolute"
                  top={-6}
                  right={-6}
                  aria-label={t('editor.removePhoto', { n: index + 1 })}
                  onClick={() => onRemove(id)}
                >
                  <IconX size={14} />
                </ActionIcon>
              )}
            </div>
          );
        })}
      </Group>
      {canAdd && (
        <FileButton onChange={upload} accept="image/*" capture="environment">
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconCamera size={18} />}
              loading={uploading}
              w="fit-content"
            >
              {t('editor.addPhoto')}
            </Button>
          )}
        </FileButton>
      )}
      {!readOnly && photoIds.length >= maxPhotosPerMark && (
        <Text fz="xs" c="dimmed">
          {t('editor.maxPhotos', { max: maxPhotosPerMark })}
        </Text>
      )}
    </Stack>
  );
}
