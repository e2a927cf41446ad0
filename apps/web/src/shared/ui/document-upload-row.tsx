import { Button, FileInput, Group, Select, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

type DocumentUploadRowProps<K extends string> = {
  /** what kind of document: a vehicle's document type, a customer's document category */
  kindLabel: string;
  kinds: { value: K; label: string }[];
  kind: K | null;
  onKind: (kind: K | null) => void;
  /** an expiry date field, where the owner's documents have one */
  expiry?: { value: string; onChange: (value: string) => void; label: string };
  file: File | null;
  onFile: (file: File | null) => void;
  uploading: boolean;
  onUpload: () => void;
  texts: { file: string; fileHint: string; upload: string };
};

// One document upload: its kind, an expiry where the owner keeps one and the file (PDF, JPEG, PNG or WebP, the
// types the API reads from the bytes); the upload waits for both kind and file.
export function DocumentUploadRow<K extends string>({
  kindLabel,
  kinds,
  kind,
  onKind,
  expiry,
  file,
  onFile,
  uploading,
  onUpload,
  texts,
}: DocumentUploadRowProps<K>) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={kindLabel}
        data={kinds}
        value={kind}
        onChange={(value) => onKind(value as K | null)}
        w={{ base: '100%', xs: 180 }}
      />
      {expiry && (
        <TextInput
          type="date"
          label={expiry.label}
          value={expiry.value}
          onChange={(event) => expiry.onChange(event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
      )}
      <FileInput
        label={texts.file}
        description={texts.fileHint}
        accept="application/pdf,image/jpeg,image/png,image/webp"
        value={file}
        onChange={onFile}
        clearable
        w={{ base: '100%', xs: 220 }}
      />
      <Button
        leftSection={<IconUpload size={16} aria-hidden />}
        disabled={!file || !kind}
        loading={uploading}
        onClick={onUpload}
      >
        {texts.upload}
      </Button>
    </Group>
  );
}
