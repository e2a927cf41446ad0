import { nprogress } from '@mantine/nprogress';
import { ApiError } from '../../../shared/api/api-error.ts';
import { notifyRequestError } from '../../../shared/ui/notify.ts';
import type * as ModalsModule from './marketing-modals.tsx';

export type MarketingModalKind = 'contact' | 'demo';

let loaded: typeof ModalsModule | undefined;
let loading: Promise<typeof ModalsModule> | undefined;

function loadModals(): Promise<typeof ModalsModule> {
  loading ??= import('./marketing-modals.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // a later click tries again
      throw error;
    },
  );
  return loading;
}

// Fetch the modal code ahead of the click (pointer over or focus on a button that opens one).
export function preloadMarketingModals(): void {
  loadModals().catch(() => undefined);
}

// Opens the contact or demo modal, fetching its code the first time (progress bar meanwhile);
// a failed fetch (offline, or a deploy replaced the chunk) is reported, never swallowed.
export async function openMarketingModal(kind: MarketingModalKind): Promise<void> {
  if (loaded) {
    loaded.showMarketingModal(kind);
    return;
  }
  nprogress.start();
  try {
    (await loadModals()).showMarketingModal(kind);
  } catch {
    notifyRequestError(
      new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Could not load the form' }),
    );
  } finally {
    nprogress.complete();
  }
}
