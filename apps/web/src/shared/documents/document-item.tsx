import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Avatar, Group, Paper, Stack } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';

type DocumentItemProps = {
  document: { fileName: string; url: string; thumbnailUrl?: string | null };
  /** what the owner says of it: kind, size, date, status */
  children: ReactNode;
  /** a thumbnail (or the file icon) beside the name, where the owner keeps images */
  thumbnail?: boolean;
  /** the download button's accessible name; no button without it */
  downloadLabel?: string;
  remove?: { label: string; onClick: () => void; loading?: boolean };
};

// One document of an owner: its name opens the signed URL in a new tab; download and delete
// sit at the end of the row.
export function DocumentItem({
  document: doc,
  children,
  thumbnail,
  downloadLabel,
  remove,
}: DocumentItemProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {thumbnail ? (
          <Avatar src={doc.thumbnailUrl} radius="sm" size={48} alt="">
            <IconFileText size={22} aria-hidden />
          </Avatar>
        ) : (
          <IconFileText size={22} aria-hidden />
        )}
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Anchor href={doc.url} target="_blank" rel="noopener" fz="sm" fw={600}>
            <bdi style={{ overflowWrap: 'anywhere' }}>{doc.fileName}</bdi>
          </Anchor>
          {children}
        </Stack>
        {downloadLabel && (
          <ActionIcon
            component="a"
            href={doc.url}
            download={doc.fileName}
            variant="subtle"
            aria-label={downloadLabel}
          >
            <IconDownload size={16} aria-hidden />
          </ActionIcon>
        )}
        {remove && (
          <ActionIcon
            variant="subtle"
            color="red"
            loading={remove.loading}
            aria-label={remove.label}
            onClick={remove.onClick}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
