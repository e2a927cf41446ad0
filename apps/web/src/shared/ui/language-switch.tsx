import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages, supportedLanguages } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';

// Language names are shown in their own language (with a matching lang attribute), the
// convention users look for when the page is in a language they do not read.
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('language.change', { language: languages[language].nativeName })}
        >
          <IconLanguage size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {supportedLanguages.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            dir={languages[code].dir}
            aria-current={code === language ? 'true' : undefined}
            onClick={() => changeLanguage(code)}
            rightSection={code === language ? <IconCheck size={16} aria-hidden /> : null}
          >
            {languages[code].nativeName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
