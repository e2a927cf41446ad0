import { useState } from 'react';
import {
  ActionIcon,
  Box,
  FileButton,
  Button,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { FileView } from '@motorpool/domain/schemas/file';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useUploadImage, useVehicleImages } from '../../../api/vehicles/vehicle-records.ts';
import { uploadFailureMessage, useFileDelete } from './use-file-delete.ts';

// Images: upload (several at once), a thumbnail gallery, the large view, delete.
export function VehicleImagesCard({ vehicleId, name }: { vehicleId: string; name: string }) {
  const { t } = useTranslation('vehicles');
  const { can } = useCurrentUser();
  const images = useVehicleImages(vehicleId);
  const upload = useUploadImage(vehicleId);
  const confirmDelete = useFileDelete(vehicleId, 'images');
  const [viewing, setViewing] = useState<FileView | null>(null);
  const canEdit = can('vehicles:update');

  // One at a time: the server handles one transaction at a time anyway.
  const uploadAll = async (files: File[]) => {
    for (const file of files) {
      try {
        await upload.mutateAsync(file);
        notifySuccess(
          t('toasts.uploaded.title'),
          t('toasts.uploaded.message', { name: file.name }),
        );
      } catch (error) {
        notifyError(
          t('toasts.uploadFailed.title'),
          uploadFailureMessage(error, t('toasts.uploadFailed.message')),
        );
      }
    }
  };

  const rows = images.data ?? [];
  return (
    <SectionCard
      id="vehicle-images"
      title={t('detail.sections.images')}
      actions={
        canEdit ? (
          <FileButton
            onChange={(files) => void uploadAll(files)}
            accept="image/jpeg,image/png,image/webp"
            multiple
          >
            {(props) => (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending}
                {...props}
              >
                {t('files.uploadImages')}
              </Button>
            )}
          </FileButton>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {images.isPending ? '' : t('files.noImages')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          {rows.map((image, index) => (
            <Stack key={image.id} gap={4} pos="relative">
              <UnstyledButton
                onClick={() => setViewing(image)}
                aria-label={t('files.view', { name: image.fileName })}
              >
                <Image
                  src={image.thumbnailUrl ?? image.url}
                  alt={t('files.imageAlt', { index: index + 1, name })}
                  radius="sm"
                  h={96}
                  fit="cover"
                />
              </UnstyledButton>
              {canEdit && (
                <Box pos="absolute" top={4} style={{ insetInlineEnd: 4 }}>
                  <ActionIcon
                    variant="filled"
                    color="red"
                    size="sm"
                    aria-label={t('files.delete', { name: image.fileName })}
                    onClick={() => confirmDelete(image)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Box>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="xl"
        title={viewing ? <bdi>{viewing.fileName}</bdi> : null}
        closeButtonProps={{ 'aria-label': t('files.close') }}
      >
        {viewing && (
          <Image src={viewing.url} alt={viewing.fileName} radius="sm" fit="contain" mah="75vh" />
        )}
      </Modal>
    </SectionCard>
  );
}
