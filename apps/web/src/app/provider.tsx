import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';
import { useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { initI18n } from '../shared/i18n/i18n.ts';
import { DirectionSync } from '../shared/i18n/direction-sync.tsx';
import { languages, toLanguage } from '../shared/i18n/languages.ts';
import { createQueryClient } from '../shared/lib/query-client.ts';
import { colorSchemeManager, cssVariablesResolver, theme } from '../shared/theme/theme.ts';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  // 'test' turns off Mantine transitions and portals in component tests.
  env?: 'default' | 'test';
};

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [i18n] = useState(initI18n);
  const [client] = useState(() => queryClient ?? createQueryClient());
  const initialDirection = languages[toLanguage(i18n.resolvedLanguage ?? i18n.language)].dir;
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
        <DirectionSync />
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
          cssVariablesResolver={cssVariablesResolver}
          env={env}
        >
          <PageProgress />
          <Notifications
            limit={5}
            autoClose={4000}
            position="bottom-right"
            transitionDuration={250}
            containerWidth={440}
            notificationMaxHeight={200}
          />
          <QueryClientProvider client={client}>
            <TranslatedModalsProvider>{children}</TranslatedModalsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

function PageProgress() {
  const { t } = useTranslation();
  return <NavigationProgress size={3} aria-label={t('pageProgress')} />;
}

function TranslatedModalsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalsProvider
      labels={{ confirm: t('actions.confirm'), cancel: t('actions.cancel') }}
      modalProps={{ transitionProps: { duration: 200 }, centered: true }}
    >
      {children}
    </ModalsProvider>
  );
}
