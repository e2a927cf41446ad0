// The one door for any script or cookie that is not essential (analytics, marketing,
// personalisation): nothing of the kind may load or be set except through here. `load` runs
// once the visitor has agreed to its category (at once if they already have); the cleanup it
// may return runs when the visitor withdraws that consent, so a change takes effect at once.
import type { ConsentCategory } from '@motorpool/domain/marketing-lists';
import { isConsented, subscribeConsent } from './consent-store.ts';

type Cleanup = () => void;

export function whenConsented(
  category: Exclude<ConsentCategory, 'essential'>,
  load: () => Cleanup | void,
): Cleanup {
  let cleanup: Cleanup | null = null;
  let loaded = false;
  const apply = () => {
    const allowed = isConsented(category);
    if (allowed && !loaded) {
      loaded = true;
      cleanup = load() ?? null;
    } else if (!allowed && loaded) {
      loaded = false;
      cleanup?.();
      cleanup = null;
    }
  };
  apply();
  const unsubscribe = subscribeConsent(apply);
  return () => {
    unsubscribe();
    if (loaded) cleanup?.();
  };
}
