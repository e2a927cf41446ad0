import { useState } from 'react';
import { Button, DataList, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconListSearch, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { DetailSkeleton } from '../../../shared/ui/detail-skeleton.tsx';
import { FullPageMessage } from '../../../shared/ui/full-page-message.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { useLookup } from '../api/get-lookup.ts';
import { LookupFormModal, type LookupFormTarget } from '../components/lookup-form-modal.tsx';
import { lookupListHref } from '../components/lookup-paths.ts';
import { LookupStatusBadge } from '../components/lookup-status-badge.tsx';
import { useLookupActions } from '../components/use-lookup-actions.ts';
import { useLookupLabels } from '../components/use-lookup-labels.ts';

// SPEC §2 lookup details (route /admin/support/lookups/view/:id): every field, system info,
// edit and delete for those allowed.
export function LookupDetailPage() {
  const { t } = useTranslation('lookups');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const format = useFormat();
  const labels = useLookupLabels();
  const lookup = useLookup(id);
  const { confirmDelete } = useLookupActions();
  const [formTarget, setFormTarget] = useState<LookupFormTarget>(null);

  if (id === '' || (lookup.isError && isApiError(lookup.error) && lookup.error.status === 404)) {
    return (
      <FullPageMessage
        icon={<IconListSearch size={36} />}
        title={t('detail.notFound.title')}
        description={t('detail.notFound.description')}
        actions={
          <Button component={Link} to={paths.admin.lookups.getHref()} variant="default">
            {t('actions.backToList')}
          </Button>
        }
      />
    );
  }
  if (lookup.isError) {
    return (
      <LoadError
        title={t('detail.loadError.title')}
        description={t('detail.loadError.description')}
        onRetry={() => void lookup.refetch()}
        retrying={lookup.isFetching}
      />
    );
  }
  if (!lookup.data) return <DetailSkeleton label={t('detail.loading')} />;

  const data = lookup.data;
  const notSet = t('notSet');
  const listHref = lookupListHref(data.type);
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <BackLink to={listHref} label={t('actions.backToList')} />
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4} miw={0}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
                {labels.name(data)}
              </Title>
              <LookupStatusBadge active={data.isActive} />
            </Group>
            <Text c="dimmed" fz="sm">
              <Ltr>{data.code}</Ltr>
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {can('lookups:update') && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setFormTarget({ mode: 'edit', lookup: data })}
              >
                {t('actions.edit')}
              </Button>
            )}
            {can('lookups:delete') && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => confirmDelete(data, () => void navigate(listHref))}
              >
                {t('actions.delete')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SectionCard id="lookup-details" title={t('detail.sections.details')}>
            <DataList orientation="horizontal" labelWidth={140}>
              <Field label={t('detail.fields.name')}>{data.name}</Field>
              <Field label={t('detail.fields.nameAr')}>
                {data.nameAr ? <span lang="ar">{data.nameAr}</span> : notSet}
              </Field>
              <Field label={t('detail.fields.type')}>
                {labels.type(data.type)} (<Ltr>{data.type}</Ltr>)
              </Field>
              <Field label={t('detail.fields.code')}>
                <Ltr>{data.code}</Ltr>
              </Field>
              <Field label={t('detail.fields.category')}>{data.category ?? notSet}</Field>
              <Field label={t('detail.fields.value')}>{data.value ?? notSet}</Field>
              <Field label={t('detail.fields.description')}>{data.description ?? notSet}</Field>
              <Field label={t('detail.fields.status')}>
                <LookupStatusBadge active={data.isActive} />
              </Field>
              <Field label={t('detail.fields.sortOrder')}>{format.number(data.sortOrder)}</Field>
            </DataList>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard id="lookup-system" title={t('detail.sections.system')}>
            <DataList orientation="horizontal" labelWidth={140}>
              <Field label={t('detail.fields.createdAt')}>{format.dateTime(data.createdAt)}</Field>
              <Field label={t('detail.fields.updatedAt')}>{format.dateTime(data.updatedAt)}</Field>
              <Field label={t('detail.fields.id')}>
                <Ltr>{data.id}</Ltr>
              </Field>
            </DataList>
          </SectionCard>
        </Grid.Col>
      </Grid>
      <LookupFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </Stack>
  );
}
