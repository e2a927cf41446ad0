import './first-pages.css';
import './global.css';
import { useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { initI18n } from '../shared/i18n/i18n.ts';
import { DirectionSync } from '../shared/i18n/direction-sync.tsx';
import { languages, toLanguage } from '../shared/i18n/languages.ts';
import { createQueryClient } from '../shared/lib/query-client.ts';
import { hydratePageData } from '../shared/api/page-data.ts';
import { useBrandTheme } from '../shared/theme/brand-theme.ts';
import { colorSchemeManager, cssVariablesResolver } from '../shared/theme/theme.ts';
import { OverlayHosts } from '../shared/ui/overlay-hosts-outlet.tsx';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  // 'test' turns off Mantine transitions and portals in component tests.
  env?: 'default' | 'test';
};

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [i18n] = useState(initI18n);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [client] = useState(() => {
    if (queryClient) return queryClient;
    const created = createQueryClient();
    hydratePageData(created, language);
    return created;
  });
  const initialDirection = languages[language].dir;
  const theme = useBrandTheme();
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
          <QueryClientProvider client={client}>
            {children}
            <OverlayHosts />
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
