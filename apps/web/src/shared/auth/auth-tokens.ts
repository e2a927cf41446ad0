import { storageKeys } from '../storage/storage-keys.ts';
import { readLocal, removeLocal, writeLocal } from '../storage/local-storage.ts';

// The tokens in browser storage, bound to the tenant they were issued for. A platform session
// (marketing host, super administrator) has no tenant id and is recorded with this marker.
const platformScope = 'platform';

export type StoredTokens = { accessToken: string; refreshToken: string | null };

export function currentTenantScope(): string {
  return readLocal(storageKeys.tenantId) ?? platformScope;
}

// True when tokens exist but were issued for another tenant than the one in use now.
export function tokensBelongElsewhere(): boolean {
  if (!readLocal(storageKeys.authToken)) return false;
  return readLocal(storageKeys.authTenantId) !== currentTenantScope();
}

// The tokens to send, or null: none stored, or stored for another tenant (never leaked across).
export function readTokens(): StoredTokens | null {
  const accessToken = readLocal(storageKeys.authToken);
  if (!accessToken || tokensBelongElsewhere()) return null;
  return { accessToken, refreshToken: readLocal(storageKeys.refreshToken) };
}

export function writeTokens(accessToken: string, refreshToken: string | null): void {
  writeLocal(storageKeys.authToken, accessToken);
  if (refreshToken) writeLocal(storageKeys.refreshToken, refreshToken);
  writeLocal(storageKeys.authTenantId, currentTenantScope());
}

export function clearStoredAuth(): void {
  for (const key of [
    storageKeys.authToken,
    storageKeys.refreshToken,
    storageKeys.authTenantId,
    storageKeys.user,
    storageKeys.activeRole,
  ]) {
    removeLocal(key);
  }
}
