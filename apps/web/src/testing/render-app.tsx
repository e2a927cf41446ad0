import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { AppProvider } from '../app/provider.tsx';
import { createQueryClient } from '../shared/lib/query-client.ts';

// Renders inside the real providers (i18n, Mantine, Query) with Mantine's test mode: no
// transitions, no portals. A fresh QueryClient per render keeps tests independent.
export function renderWithProviders(ui: ReactNode): RenderResult {
  return render(
    <AppProvider env="test" queryClient={createQueryClient()}>
      {ui}
    </AppProvider>,
  );
}
