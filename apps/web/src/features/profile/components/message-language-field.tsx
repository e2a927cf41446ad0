import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { languageNativeNames, languages, type Language } from '@motorpool/domain/locale-lists';
import { useTranslation } from 'react-i18next';
import { notifyRequestError, notifySuccess } from '../../../shared/ui/notify.ts';
import { ownProfileQueryOptions, useUpdateProfile } from '../../../api/profile/profile.ts';

// The account's preferred language: what the company's e-mails are written in, apart from the
// language this browser shows (the header's switch).
export function MessageLanguageField() {
  const { t } = useTranslation('shell');
  const profile = useQuery(ownProfileQueryOptions());
  const update = useUpdateProfile();
  return (
    <NativeSelect
      label={t('settings.messageLanguage')}
      description={t('settings.messageLanguageHint')}
      maw={320}
      disabled={!profile.data || update.isPending}
      value={profile.data?.preferredLanguage ?? ''}
      data={languages.map((l) => ({ value: l, label: languageNativeNames[l] }))}
      onChange={(event) => {
        const preferredLanguage = event.currentTarget.value as Language;
        update.mutate(
          { preferredLanguage },
          {
            onSuccess: () =>
              notifySuccess(
                t('settings.messageLanguageSaved'),
                t('settings.messageLanguageSavedBody'),
              ),
            onError: (error) => notifyRequestError(error),
          },
        );
      }}
    />
  );
}
