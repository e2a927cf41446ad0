import { Group, List, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { passwordRules, passwordScore, passwordStrength } from '../lib/password-strength.ts';

const colors = { weak: 'red', medium: 'yellow', strong: 'teal' } as const;

// The weak / medium / strong indicator with the rules it counts, ticked as typed.
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const strength = passwordStrength(password);
  const score = passwordScore(password);
  const label = t(`password.strength.${strength}`);
  return (
    <Stack gap={6} id={id}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          {t('password.strength.label')}
        </Text>
        <Text fz="sm" fw={600} c={password ? colors[strength] : 'dimmed'} aria-live="polite">
          {password ? label : '—'}
        </Text>
      </Group>
      <Progress
        value={(score / passwordRules.length) * 100}
        color={colors[strength]}
        size="sm"
        aria-label={t('password.strength.aria', { strength: label })}
      />
      <List spacing={2} size="sm" center>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.id}
              icon={
                met ? (
                  <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
                ) : (
                  <IconX size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                )
              }
            >
              <Text fz="sm" c={met ? undefined : 'dimmed'}>
                {t(`password.rules.${rule.id}`)}
                <VisuallyHidden>
                  {met ? t('password.ruleMet') : t('password.ruleNotMet')}
                </VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
