import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import { customerDocumentCategories } from '@motorpool/domain/value-lists';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCustomerActivity } from '../../../api/customers/get-customer.ts';

const pageSize = 10;
const knownActions = [
  'create',
  'update',
  'delete',
  'verify',
  'activate',
  'deactivate',
  'suspend',
  'blacklist',
  'import',
  'update_profile',
] as const;
type KnownAction = (typeof knownActions)[number];

// Audit actions may be qualified ("customer.suspend", "customers:update").
function actionOf(entry: ActivityEntry): KnownAction | null {
  const last = entry.action.split(/[.:]/).pop() ?? entry.action;
  return knownActions.find((known) => known === last || `${known}d` === last) ?? null;
}

// A document's entries name the document: which one, and what its review decided.
const documentActions = {
  document_add: 'activity.documentAdded',
  document_delete: 'activity.documentDeleted',
} as const;

function documentTitle(entry: ActivityEntry, t: TFunction<'customers'>): string | null {
  const facts = (entry.after ?? entry.before) as { category?: unknown; status?: unknown } | null;
  const category = customerDocumentCategories.find((c) => c === facts?.category);
  const name = category ? t(`documents.categories.${category}`) : t('activity.document');
  if (entry.action === 'document_review') {
    return facts?.status === 'rejected'
      ? t('activity.documentRejected', { name })
      : t('activity.documentVerified', { name });
  }
  const key = documentActions[entry.action as keyof typeof documentActions];
  return key ? t(key, { name }) : null;
}

function titleOf(entry: ActivityEntry, t: TFunction<'customers'>): string {
  const action = actionOf(entry);
  if (action) return t(`activity.actions.${action}`);
  return documentTitle(entry, t) ?? entry.action;
}

function reasonOf(entry: ActivityEntry): string | null {
  const after = entry.after as { reason?: unknown } | null;
  return typeof after?.reason === 'string' && after.reason !== '' ? after.reason : null;
}

// Activity timeline: GET /customers/{id}/activity, newest first, with the reason a
// status action was given.
export function CustomerActivityCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  const format = useFormat();
  const [limit, setLimit] = useState(pageSize);
  const activity = useCustomerActivity(customerId, 1, limit);
  const rows = activity.data?.data ?? [];
  const total = activity.data?.total ?? 0;

  let body;
  if (activity.isPending) {
    body = (
      <Stack gap="xs" aria-hidden>
        <Skeleton height={14} />
        <Skeleton height={14} />
      </Stack>
    );
  } else if (activity.isError && !activity.data) {
    body = (
      <Group gap="sm" role="alert">
        <Text fz="sm" c="red">
          {t('activity.loadError')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void activity.refetch()}>
          {t('activity.retry')}
        </Button>
      </Group>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" fz="sm">
        {t('activity.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Timeline bulletSize={22} lineWidth={2}>
          {rows.map((entry) => {
            const reason = reasonOf(entry);
            return (
              <Timeline.Item
                key={entry.id}
                bullet={<IconHistory size={12} aria-hidden />}
                title={titleOf(entry, t)}
              >
                {reason && <Text fz="sm">{t('activity.reason', { reason })}</Text>}
                <Text fz="xs" c="dimmed">
                  {format.dateTime(entry.createdAt)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
        {total > rows.length && (
          <Button
            variant="subtle"
            w="fit-content"
            loading={activity.isFetching}
            onClick={() => setLimit((current) => current + pageSize)}
          >
            {t('activity.more')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <SectionCard id="customer-activity" title={t('detail.sections.activity')}>
      {body}
    </SectionCard>
  );
}
