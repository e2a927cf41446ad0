import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredModule } from '../lib/deferred-module.ts';
import { languages } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { DeferredMenu } from './deferred-menu.tsx';

const languageMenu = deferredModule(async () => (await import('./language-menu.tsx')).LanguageMenu);

export function LanguageSwitch() {
  return <DeferredMenu menu={languageMenu} button={<LanguageButton />} />;
}

export function LanguageButton(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('language.change', { language: languages[language].nativeName })}
      {...props}
    >
      <IconLanguage size={20} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
