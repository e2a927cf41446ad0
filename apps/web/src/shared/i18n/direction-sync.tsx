import { useEffect } from 'react';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, toLanguage } from './languages.ts';

// Keeps Mantine's DirectionProvider in step with the current language (ar = rtl).
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const dir = languages[toLanguage(i18n.resolvedLanguage ?? i18n.language)].dir;
  useEffect(() => {
    setDirection(dir);
  }, [dir, setDirection]);
  return null;
}
