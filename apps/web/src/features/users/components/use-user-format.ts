import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@motorpool/domain/value-lists';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useRoleText } from '../../../shared/i18n/role-text.ts';
import { usePermissionsOverview } from '../../../api/users/get-permissions-overview.ts';

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

// Labels and dates as the current language shows them: role labels (the catalogue's roles are
// translated here; a tenant's own roles use the server's label), statuses, and timestamps
// formatted with Intl in the current locale ("Never" when there is none).
export function useUserFormat() {
  const { t } = useTranslation('users');
  const { config } = useLanguage();
  const overview = usePermissionsOverview();
  const serverRoles = overview.data?.roles;
  const { roleLabel } = useRoleText();

  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(config.intlLocale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return {
      locale: config.intlLocale,
      dateTime(iso: string | null | undefined, empty: string = t('never')): string {
        if (!iso) return empty;
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? empty : dateTime.format(date);
      },
      roleLabel(role: string): string {
        return roleLabel(role, serverRoles?.[role]?.label);
      },
      statusLabel(status: UserStatus): string {
        return t(`status.${status}`);
      },
    };
  }, [config.intlLocale, serverRoles, roleLabel, t]);
}
