import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import type { OfferView } from '@motorpool/domain/schemas/offer';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useOfferImage } from '../../../api/offers/offers.ts';

// The offer's one image, saved at once (not with the form): the API keeps it beside the offer.
export function OfferImageField({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('offers');
  const { upload, remove } = useOfferImage();
  const [image, setImage] = useState(offer.image);
  const done = (saved: OfferView) => {
    setImage(saved.image);
    notifySuccess(t('toasts.imageSaved.title'), t('toasts.imageSaved.message'));
  };
  const failed = (error: unknown) =>
    notifyFailure(t('toasts.imageFailed.title'), t('toasts.imageFailed.message'), error);

  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        {t('fields.image')}
      </Text>
      {image && (
        <Image src={image.thumbnailUrl ?? image.url} alt={offer.titleEn} w={160} radius="sm" />
      )}
      <Group gap="xs">
        <FileButton
          accept="image/jpeg,image/png,image/webp"
          onChange={(file) => {
            if (file) upload.mutate({ id: offer.id, file }, { onSuccess: done, onError: failed });
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {t('form.uploadImage')}
            </Button>
          )}
        </FileButton>
        {image && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => remove.mutate(offer.id, { onSuccess: done, onError: failed })}
          >
            {t('form.removeImage')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" fz="xs">
        {t('fields.imageHint')}
      </Text>
    </Stack>
  );
}
