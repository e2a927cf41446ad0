import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import type {
  MaintenanceAttachmentView,
  WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { attachmentKinds, type AttachmentKind } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { modals } from '../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import {
  useDeleteAttachment,
  useUploadAttachment,
} from '../../../api/maintenance/save-maintenance.ts';

const accepted: Record<AttachmentKind, string> = {
  photos: 'image/jpeg,image/png,image/webp',
  documents: 'application/pdf,image/jpeg,image/png,image/webp',
  invoices: 'application/pdf,image/jpeg,image/png,image/webp',
};

function AttachmentTile({
  item,
  canDelete,
  onDelete,
}: {
  item: MaintenanceAttachmentView;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('maintenance');
  const picture = item.contentType.startsWith('image/');
  return (
    <Paper withBorder radius="sm" p={6} w={132}>
      <Stack gap={4}>
        <Anchor
          href={item.url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('attachments.open', { name: item.fileName })}
        >
          {picture ? (
            <Image
              src={item.thumbnailUrl ?? item.url}
              alt={item.fileName}
              h={88}
              fit="cover"
              radius="xs"
            />
          ) : (
            <Group h={88} justify="center">
              <IconFile size={40} aria-hidden />
            </Group>
          )}
        </Anchor>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Text fz="xs" truncate title={item.fileName}>
            {item.fileName}
          </Text>
          {canDelete && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('attachments.delete', { name: item.fileName })}
              onClick={onDelete}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

// Photos, documents and invoices of the order: by kind, uploaded and removed here.
export function WorkOrderAttachmentsCard({ order }: { order: WorkOrderView }) {
  const { t } = useTranslation('maintenance');
  const { can } = useCurrentUser();
  const upload = useUploadAttachment(order.id);
  const remove = useDeleteAttachment(order.id);
  const [kind, setKind] = useState<AttachmentKind>('photos');
  const [file, setFile] = useState<File | null>(null);
  const canEdit = can('maintenance:update');

  const submit = () => {
    if (!file) return;
    upload.mutate(
      { file, kind },
      {
        onSuccess: () => {
          notifySuccess(
            t('toasts.uploaded.title'),
            t('toasts.uploaded.message', { name: file.name }),
          );
          setFile(null);
        },
        onError: (error) =>
          notifyError(
            t('toasts.uploadFailed.title'),
            isApiError(error) ? error.message : t('form.failedToSend'),
          ),
      },
    );
  };
  const confirmDelete = (item: MaintenanceAttachmentView) =>
    modals.openConfirmModal({
      title: t('attachments.deleteTitle'),
      children: t('attachments.deleteMessage', { name: item.fileName }),
      labels: { confirm: t('actions.delete'), cancel: t('dialogs.back') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(item.id, {
          onError: (error) =>
            notifyFailure(t('toasts.deleteFailed.title'), t('form.failedToSend'), error),
        }),
    });

  return (
    <SectionCard id="work-order-attachments" title={t('detail.sections.attachments')}>
      {order.attachments.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('attachments.empty')}
        </Text>
      )}
      {attachmentKinds.map((group) => {
        const items = order.attachments.filter((item) => item.kind === group);
        if (items.length === 0) return null;
        return (
          <Stack key={group} gap={6}>
            <Text fz="sm" fw={600}>
              {t(`attachmentKind.${group}`)}
            </Text>
            <Group gap="xs">
              {items.map((item) => (
                <AttachmentTile
                  key={item.id}
                  item={item}
                  canDelete={canEdit}
                  onDelete={() => confirmDelete(item)}
                />
              ))}
            </Group>
          </Stack>
        );
      })}
      {canEdit && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('attachments.kind')}
            data={attachmentKinds.map((value) => ({ value, label: t(`attachmentKind.${value}`) }))}
            value={kind}
            allowDeselect={false}
            onChange={(value) => setKind((value as AttachmentKind | null) ?? kind)}
            w={{ base: '100%', xs: 160 }}
          />
          <FileInput
            label={t('attachments.file')}
            description={t('attachments.hint')}
            accept={accepted[kind]}
            value={file}
            onChange={setFile}
            clearable
            w={{ base: '100%', xs: 240 }}
          />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={upload.isPending}
            onClick={submit}
          >
            {t('attachments.upload')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
