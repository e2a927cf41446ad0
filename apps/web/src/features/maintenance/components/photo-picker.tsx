import { useEffect, useMemo } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const photoTypes = 'image/jpeg,image/png,image/webp';

// Photos taken with the phone's camera (or chosen from its gallery), shown before they go.
export function PhotoPicker({
  photos,
  max,
  error,
  onChange,
}: {
  photos: File[];
  max: number;
  error?: string;
  onChange: (photos: File[]) => void;
}) {
  const { t } = useTranslation('maintenance');
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={500}>
          {t('report.photos')}
        </Text>
        <FileButton
          multiple
          accept={photoTypes}
          capture="environment"
          onChange={(files) => onChange([...photos, ...files].slice(0, max))}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="sm"
              disabled={photos.length >= max}
              leftSection={<IconCamera size={16} aria-hidden />}
            >
              {t('report.addPhoto')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text fz="xs" c="dimmed">
        {t('report.photosHint', { max })}
      </Text>
      {error && (
        <Text fz="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {photos.length > 0 && (
        <Group gap="xs">
          {photos.map((photo, index) => (
            <Paper key={previews[index]} withBorder radius="sm" pos="relative" w={96} h={96}>
              <Image src={previews[index]} alt={photo.name} w={96} h={96} fit="cover" radius="sm" />
              <ActionIcon
                pos="absolute"
                top={4}
                style={{ insetInlineEnd: 4 }}
                size="sm"
                color="red"
                variant="filled"
                aria-label={t('report.removePhoto', { name: photo.name })}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Paper>
          ))}
        </Group>
      )}
    </Stack>
  );
}
