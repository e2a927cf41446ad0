import { DataList, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useBranchOption } from '../../../api/branches/branch-options.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { useUserFormat } from './use-user-format.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

function Ltr({ children }: { children: string }) {
  return (
    <Text component="span" fz="sm" dir="ltr">
      {children}
    </Text>
  );
}

// The branch by name where the viewer may read branches, else by its id.
function UserBranch({ branchId }: { branchId: string }) {
  const { can } = useCurrentUser();
  const branch = useBranchOption(can('branches:browse') ? branchId : '');
  if (!branch.data) return <Ltr>{branchId}</Ltr>;
  return (
    <Text component="span" fz="sm">
      {branch.data.name} (<Ltr>{branch.data.code}</Ltr>)
    </Text>
  );
}

// User details: basic info, contact info, and security and access.
export function UserInfoCards({ user }: { user: UserView }) {
  const { t } = useTranslation('users');
  const { dateTime } = useUserFormat();
  const language =
    user.preferredLanguage === 'en' || user.preferredLanguage === 'ar'
      ? t(`detail.languages.${user.preferredLanguage}`)
      : t('notSet');
  return (
    <>
      <SectionCard id="user-basic" title={t('detail.sections.basic')}>
        <DataList orientation="horizontal" labelWidth={160}>
          <Field label={t('detail.fields.firstName')}>{user.firstName}</Field>
          <Field label={t('detail.fields.lastName')}>{user.lastName}</Field>
          <Field label={t('detail.fields.preferredLanguage')}>{language}</Field>
          <Field label={t('detail.fields.branch')}>
            {user.branchId ? <UserBranch branchId={user.branchId} /> : t('notSet')}
          </Field>
          <Field label={t('detail.fields.userId')}>
            <Ltr>{user.id}</Ltr>
          </Field>
        </DataList>
      </SectionCard>
      <SectionCard id="user-contact" title={t('detail.sections.contact')}>
        <DataList orientation="horizontal" labelWidth={160}>
          <Field label={t('detail.fields.email')}>
            <Ltr>{user.email}</Ltr>
          </Field>
          <Field label={t('detail.fields.phone')}>
            {user.phone ? <Ltr>{user.phone}</Ltr> : t('notSet')}
          </Field>
        </DataList>
      </SectionCard>
      <SectionCard id="user-security" title={t('detail.sections.security')}>
        <DataList orientation="horizontal" labelWidth={160}>
          <Field label={t('detail.fields.status')}>
            <UserStatusBadge status={user.status} />
          </Field>
          <Field label={t('detail.fields.lastLogin')}>{dateTime(user.lastLoginAt)}</Field>
          <Field label={t('detail.fields.passwordChanged')}>
            {dateTime(user.passwordChangedAt)}
          </Field>
          <Field label={t('detail.fields.createdAt')}>{dateTime(user.createdAt)}</Field>
          <Field label={t('detail.fields.updatedAt')}>{dateTime(user.updatedAt)}</Field>
        </DataList>
      </SectionCard>
    </>
  );
}
