import { useState } from 'react';
import { DataList, Grid, Stack, Text } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { DeleteButton, DetailHeader, EditButton } from '../../../shared/ui/detail-header.tsx';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { useLookup } from '../../../api/lookups/get-lookup.ts';
import { LookupFormModal } from '../components/lookup-form-modal.tsx';
import { lookupListHref } from '../components/lookup-paths.ts';
import { isAddOnType } from '../components/lookup-price.ts';
import { LookupStatusBadge } from '../components/lookup-status-badge.tsx';
import { useLookupActions } from '../components/use-lookup-actions.ts';
import { useLookupLabels } from '../components/use-lookup-labels.ts';
import { usePriceText } from '../components/use-price-text.ts';

// Lookup details (route /admin/support/lookups/view/:id): every field, system info,
// edit and delete for those allowed.
export function LookupDetailPage() {
  const { t } = useTranslation('lookups');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const format = useFormat();
  const labels = useLookupLabels();
  const priceText = usePriceText();
  const lookup = useLookup(id);
  const { confirmDelete } = useLookupActions();
  const [formTarget, setFormTarget] = useState<FormTarget<LookupView>>(null);

  const state = detailPageState(id, lookup, {
    listHref: paths.admin.lookups.getHref(),
    notFoundIcon: <IconListSearch size={36} />,
    text: (key) => t(key),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  const notSet = t('notSet');
  const listHref = lookupListHref(data.type);
  const edit = () => setFormTarget({ mode: 'edit', record: data });
  const remove = () => confirmDelete(data, () => void navigate(listHref));
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <DetailHeader
        back={{ to: listHref, label: t('actions.backToList') }}
        title={labels.name(data)}
        badges={<LookupStatusBadge active={data.isActive} />}
        subtitle={
          <Text c="dimmed" fz="sm">
            <Ltr>{data.code}</Ltr>
          </Text>
        }
        actions={
          <>
            {can('lookups:update') && <EditButton label={t('actions.edit')} onClick={edit} />}
            {can('lookups:delete') && <DeleteButton label={t('actions.delete')} onClick={remove} />}
          </>
        }
      />
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
              {isAddOnType(data.type) ? (
                <Field label={t('detail.fields.price')}>{priceText(data.value)}</Field>
              ) : (
                <Field label={t('detail.fields.value')}>{data.value ?? notSet}</Field>
              )}
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
