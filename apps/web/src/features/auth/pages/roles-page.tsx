import { useState } from 'react';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setActiveRole } from '../../../shared/auth/session-store.ts';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useRoleText } from '../../../shared/i18n/role-text.ts';
import { authPaths } from '../lib/auth-paths.ts';
import { homeOfRole } from '../lib/destination.ts';
import { useLogout } from '../lib/use-logout.ts';

// Role selection: a user with several roles picks the one for this session; one role
// goes straight on; no role at all is told to contact the administrator.
export function RolesPage() {
  const { t } = useTranslation('auth');
  const { roleLabel, roleDescription } = useRoleText();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user, activeRole } = useSession();
  const roles = user?.roles ?? [];
  const [choice, setChoice] = useState<string | null>(activeRole ?? roles[0] ?? null);

  if (!user) return <Navigate to={authPaths.customerLogin} replace />;
  // The store gives a one-role user that role at sign-in; nothing to choose.
  if (roles.length === 1 && roles[0]) return <Navigate to={homeOfRole(roles[0])} replace />;

  if (roles.length === 0) {
    return (
      <AuthCard
        icon={<IconUserShield size={28} />}
        title={t('roles.noneTitle')}
        description={t('roles.noneBody')}
      >
        <Button variant="light" onClick={() => void logout()}>
          {t('roles.logoutInstead')}
        </Button>
      </AuthCard>
    );
  }

  const proceed = () => {
    if (!choice) return;
    setActiveRole(choice);
    void navigate(homeOfRole(choice), { replace: true });
  };

  return (
    <AuthCard
      size="sm"
      icon={<IconUserShield size={28} />}
      title={t('roles.title')}
      description={t('roles.description', { name: user.firstName || user.email })}
    >
      <Radio.Group
        value={choice}
        onChange={setChoice}
        label={t('roles.groupLabel')}
        name="session-role"
      >
        <Stack gap="xs" mt="xs">
          {roles.map((role) => (
            <Radio.Card key={role} value={role} p="md" radius="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{roleLabel(role)}</Text>
                  <Text fz="sm" c="dimmed">
                    {roleDescription(role)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="xs">
        <Button onClick={proceed} disabled={!choice}>
          {choice ? t('roles.continueAs', { role: roleLabel(choice) }) : t('roles.continue')}
        </Button>
        <Group grow gap="xs">
          <Button
            variant="default"
            onClick={() => void (activeRole ? navigate(homeOfRole(activeRole)) : navigate(-1))}
          >
            {t('roles.cancel')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => void logout()}>
            {t('roles.logoutInstead')}
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
