import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { useCreateCalendarFeed } from '../../../api/calendar/calendar-actions.ts';

type CalendarFeedButtonProps = { branchId: string; branchName: string };

// The branch's iCal feed: a secret link calendar apps subscribe to. The server keeps one link
// per branch, so making a new one is also how a leaked link is stopped.
export function CalendarFeedButton({ branchId, branchName }: CalendarFeedButtonProps) {
  const { t } = useTranslation('calendar');
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const create = useCreateCalendarFeed();

  const close = () => {
    setOpened(false);
    setUrl(null);
  };
  const makeLink = () =>
    create.mutate(branchId, {
      onSuccess: (feed) => setUrl(feed.url),
      onError: (error) => notifyFailure(t('feed.failedTitle'), t('feed.failed'), error),
    });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('feed.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('feed.title', { branch: branchName })}>
        <Stack gap="sm">
          <Text fz="sm">{t('feed.description')}</Text>
          <Alert color="yellow" variant="light">
            {t('feed.replaces')}
          </Alert>
          {url && (
            <TextInput
              label={t('feed.url')}
              value={url}
              readOnly
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
              rightSection={
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('feed.copied') : t('feed.copy')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'green' : 'gray'}
                        aria-label={copied ? t('feed.copied') : t('feed.copy')}
                        onClick={copy}
                      >
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
          )}
          <Button onClick={makeLink} loading={create.isPending} w="fit-content">
            {url ? t('feed.createAgain') : t('feed.create')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
