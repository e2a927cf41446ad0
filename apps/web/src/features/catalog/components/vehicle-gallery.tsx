import { useState } from 'react';
import { Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import type { FileView } from '@motorpool/domain/schemas/file';
import { useTranslation } from 'react-i18next';

// The vehicle's photos: one large, the others as thumbnails that bring theirs forward.
export function VehicleGallery({
  images,
  fallback,
  name,
}: {
  images: FileView[];
  /** the list image while the photos load, or when there are none */
  fallback: string | null;
  name: string;
}) {
  const { t } = useTranslation('catalog');
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)];
  const src = current?.url ?? fallback;
  return (
    <Stack gap="xs" component="section" aria-label={t('vehicle.gallery')}>
      {src ? (
        <Image
          src={src}
          alt={
            images.length > 1
              ? `${name}: ${t('vehicle.photo', { number: shown + 1, count: images.length })}`
              : name
          }
          radius="md"
          h={{ base: 220, sm: 340 }}
          fit="cover"
        />
      ) : (
        <Stack
          h={220}
          align="center"
          justify="center"
          gap={4}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 8 }}
        >
          <IconCar size={56} aria-hidden />
          <Text c="dimmed" fz="sm">
            {t('card.noImage')}
          </Text>
        </Stack>
      )}
      {images.length > 1 ? (
        <Group gap="xs" wrap="wrap">
          {images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              onClick={() => setShown(index)}
              aria-label={t('vehicle.showPhoto', { number: index + 1 })}
              aria-pressed={index === shown}
              style={{
                borderRadius: 6,
                outline: index === shown ? '2px solid var(--mantine-primary-color-filled)' : 'none',
              }}
            >
              <Image
                src={image.thumbnailUrl ?? image.url}
                alt=""
                w={72}
                h={54}
                radius="sm"
                fit="cover"
              />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
