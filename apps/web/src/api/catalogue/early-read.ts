import { api } from '../../shared/api/client.ts';
import { takeEarly } from '../../shared/api/early-requests.ts';

// A public read the app's entry may have started already (cataloguePaths): taken once, else asked.
export const earlyRead = <T>(path: string, signal: AbortSignal) =>
  takeEarly<T>(path) ?? api.get<T>(path, { signal });
