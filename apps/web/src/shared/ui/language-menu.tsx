import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages, supportedLanguages } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { MenuProps } from './deferred-menu.tsx';
import { LanguageButton } from './language-switch.tsx';

// Language names are shown in their own language (with a matching lang attribute), the
// convention users look for when the page is in a language they do not read.
export function LanguageMenu({ defaultOpened, autoFocus }: MenuProps) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton autoFocus={autoFocus} />
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
