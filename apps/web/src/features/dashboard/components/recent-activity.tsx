import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useRecentActivity } from '../api/dashboard-api.ts';

const a = paths.admin;
// Where each kind of record is read; a kind without a page of its own is shown without a link.
const pageOf: Record<string, (id: string) => string> = {
  vehicle: a.vehicleDetail.getHref,
  rental: a.rentalDetail.getHref,
  reservation: a.reservationDetail.getHref,
  payment: a.paymentDetail.getHref,
  customer: a.customerDetail.getHref,
  maintenance: a.maintenanceDetail.getHref,
  branch: a.branchDetail.getHref,
  user: a.userDetail.getHref,
  lookup: a.lookupDetail.getHref,
};

function recordHref(entry: ActivityEntry): string | null {
  if (entry.entityType === 'role') return `${a.settings.getHref()}?tab=roles`;
  const page = pageOf[entry.entityType];
  return page && entry.entityId ? page(entry.entityId) : null;
}

function ActivityLine({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('dashboard');
  const f = useFormat();
  const known = (key: string) => i18n.exists(key, { ns: 'dashboard' });
  const actionKey = `activity.actions.${entry.action.replace('.', '_')}`;
  const entityKey = `activity.entities.${entry.entityType}`;
  const text = t('activity.line', {
    entity: t((known(entityKey) ? entityKey : 'activity.entities.other') as 'activity.line'),
    action: t((known(actionKey) ? actionKey : 'activity.actions.other') as 'activity.line'),
  });
  const href = recordHref(entry);
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      {href ? (
        <Anchor component={Link} to={href} fz="sm">
          {text}
        </Anchor>
      ) : (
        <Text fz="sm">{text}</Text>
      )}
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {f.dateTime(entry.createdAt)}
      </Text>
    </Group>
  );
}

// The company's latest audited actions, each linked to its record, for those who may read the
// audit trail.
export function RecentActivity() {
  const { t } = useTranslation('dashboard');
  const { can } = useCurrentUser();
  const allowed = can('audit:read');
  const activity = useRecentActivity(allowed);
  if (!allowed) return null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="recent-activity">
      <Title order={2} fz="h4" mb="sm" id="recent-activity">
        {t('activity.title')}
      </Title>
      {activity.isPending ? (
        <Loader size="sm" role="status" aria-label={t('activity.loading')} />
      ) : activity.isError ? (
        <Alert color="red">{t('activity.loadFailed')}</Alert>
      ) : activity.data.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('activity.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {activity.data.data.map((entry) => (
            <ActivityLine key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
