import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { modals } from '../ui/modals.ts';
import { notifyFailure } from '../ui/notify-failure.ts';
import { notifyError, notifySuccess } from '../ui/notify.ts';
import { SectionCard } from '../ui/section-card.tsx';
import { DocumentUploadRow } from '../ui/document-upload-row.tsx';
import { DocumentItem } from './document-item.tsx';

type KindDocument<K extends string> = {
  id: string;
  kind: K;
  fileName: string;
  url: string;
  size: number;
  createdAt: string;
};

type KindDocumentsCardProps<K extends string, D extends KindDocument<K>> = {
  /** the section's anchor, and the namespace whose `documents.*` texts it speaks */
  id: string;
  namespace: 'reservations' | 'rentals';
  kinds: readonly K[];
  documents: UseQueryResult<D[]>;
  upload: UseMutationResult<unknown, Error, { file: File; fields: { kind: K } }>;
  remove: UseMutationResult<unknown, Error, string>;
  canEdit: boolean;
  format: { fileSize: (bytes: number) => string; when: (iso: string) => string };
};

// The documents of a reservation or a rental, each of one kind: uploaded here by staff who may
// edit the owner, opened or downloaded through their signed URL, deleted after a confirmation.
export function KindDocumentsCard<K extends string, D extends KindDocument<K>>({
  id,
  namespace,
  kinds,
  documents,
  upload,
  remove,
  canEdit,
  format,
}: KindDocumentsCardProps<K, D>) {
  const { t } = useTranslation(namespace);
  const [kind, setKind] = useState<K | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const send = async (chosen: File, as: K) => {
    try {
      await upload.mutateAsync({ file: chosen, fields: { kind: as } });
      notifySuccess(t('documents.uploaded'), chosen.name);
      setFile(null);
    } catch (error) {
      const said = isApiError(error) ? (error.details[0]?.message ?? error.message) : null;
      notifyError(t('documents.uploadFailed'), said ?? t('documents.retry'));
    }
  };
  const erase = async (doc: D) => {
    try {
      await remove.mutateAsync(doc.id);
      notifySuccess(t('documents.deleted'), doc.fileName);
    } catch (error) {
      notifyFailure(t('documents.deleteFailed'), t('documents.retry'), error);
    }
  };
  const askDelete = (doc: D) =>
    modals.openConfirmModal({
      title: t('documents.deleteTitle'),
      children: t('documents.deleteMessage', { name: doc.fileName }),
      labels: { confirm: t('actions.delete'), cancel: t('dialogs.back') },
      confirmProps: { color: 'red' },
      onConfirm: () => void erase(doc),
    });
  const rows = documents.data ?? [];
  const said = documents.isError
    ? t('documents.loadError')
    : rows.length === 0 && !documents.isPending
      ? t('documents.empty')
      : null;
  return (
    <SectionCard id={id} title={t('detail.sections.documents')}>
      {canEdit && (
        <DocumentUploadRow
          kindLabel={t('documents.kind')}
          kinds={kinds.map((value) => ({ value, label: t(`documents.kinds.${value}` as never) }))}
          kind={kind}
          onKind={setKind}
          file={file}
          onFile={setFile}
          uploading={upload.isPending}
          onUpload={() => file && kind && void send(file, kind)}
          texts={{
            file: t('documents.file'),
            fileHint: t('documents.fileHint'),
            upload: t('documents.upload'),
          }}
        />
      )}
      {said && (
        <Text
          fz="sm"
          c={documents.isError ? 'red' : 'dimmed'}
          role={documents.isError ? 'alert' : undefined}
        >
          {said}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack gap="xs">
          {rows.map((doc) => (
            <DocumentItem
              key={doc.id}
              document={doc}
              downloadLabel={t('documents.download', { name: doc.fileName })}
              remove={
                canEdit
                  ? {
                      label: t('documents.delete', { name: doc.fileName }),
                      onClick: () => askDelete(doc),
                    }
                  : undefined
              }
            >
              <Text fz="xs" c="dimmed">
                {t('documents.meta', {
                  kind: t(`documents.kinds.${doc.kind}` as never),
                  size: format.fileSize(doc.size),
                  when: format.when(doc.createdAt),
                })}
              </Text>
            </DocumentItem>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
