import { backOfficeRoles } from '@motorpool/domain/permissions';
import { storageKeys } from '../storage/storage-keys.ts';
import { readLocal, removeLocal, writeLocal } from '../storage/local-storage.ts';
import { clearStoredAuth, readTokens, tokensBelongElsewhere, writeTokens } from './auth-tokens.ts';

// The signed-in user as the API returns it (login, register, GET /auth/profile).
export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  roles: string[];
  permissions: string[];
  status?: string;
  branchId: string | null;
  preferredLanguage?: string | null;
  tenantId: string | null;
};

export type AuthTokens = { access_token: string; refresh_token?: string; expires_in?: number };
export type AuthResponse = AuthTokens & { user: AuthUser };

export type LayoutName = 'admin' | 'customer';

export type SessionState = {
  accessToken: string | null;
  refreshToken: string | null;
  user: AuthUser | null;
  activeRole: string | null;
  // GET /permissions' effectivePermissions: replaces the user's own list once fetched.
  serverPermissions: string[] | null;
  // Set when the session ended by itself (expired, refused refresh): where to sign in again.
  expired: { loginPath: string } | null;
};

export const loginPaths = { admin: '/admin/auth/login', customer: '/auth/login' } as const;

export function isBackOfficeRole(role: string | null | undefined): boolean {
  return !!role && (backOfficeRoles as readonly string[]).includes(role);
}

export function layoutOfRole(role: string): LayoutName {
  return isBackOfficeRole(role) ? 'admin' : 'customer';
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

// Accepts whatever the API sent and keeps the fields the app relies on.
export function parseAuthUser(value: unknown): AuthUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const id = str(v.id);
  const email = str(v.email);
  if (!id || !email) return null;
  return {
    id,
    email,
    firstName: str(v.firstName) ?? '',
    lastName: str(v.lastName) ?? '',
    phone: str(v.phone),
    roles: strings(v.roles),
    permissions: strings(v.permissions),
    status: str(v.status) ?? undefined,
    branchId: str(v.branchId),
    preferredLanguage: str(v.preferredLanguage),
    tenantId: str(v.tenantId),
  };
}

function readStoredUser(): AuthUser | null {
  const raw = readLocal(storageKeys.user);
  if (!raw) return null;
  try {
    return parseAuthUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function loadState(): SessionState {
  if (tokensBelongElsewhere()) clearStoredAuth();
  const tokens = readTokens();
  const user = tokens ? readStoredUser() : null;
  const role = readLocal(storageKeys.activeRole);
  return {
    accessToken: tokens?.accessToken ?? null,
    refreshToken: tokens?.refreshToken ?? null,
    user,
    activeRole: user && role && user.roles.includes(role) ? role : null,
    serverPermissions: null,
    expired: null,
  };
}

let state: SessionState = loadState();
const listeners = new Set<() => void>();

function setState(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Re-reads browser storage (another tab signed in or out, the tenant changed).
export function reloadSessionFromStorage(): void {
  const next = loadState();
  setState({ ...next, expired: state.expired, serverPermissions: null });
}

function persistActiveRole(role: string | null): void {
  if (role) {
    writeLocal(storageKeys.activeRole, role);
    writeLocal(storageKeys.layout, layoutOfRole(role));
  } else {
    removeLocal(storageKeys.activeRole);
  }
}

// A successful login, registration or e-mail verification. A user with exactly one role gets it
// as the session's role; several roles wait for the choice at /roles.
export function startSession(response: AuthResponse): void {
  const user = parseAuthUser(response.user);
  if (!user) return;
  writeTokens(response.access_token, response.refresh_token ?? null);
  writeLocal(storageKeys.user, JSON.stringify(user));
  const activeRole = user.roles.length === 1 ? (user.roles[0] ?? null) : null;
  persistActiveRole(activeRole);
  setState({
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? null,
    user,
    activeRole,
    serverPermissions: null,
    expired: null,
  });
}

export function updateTokens(tokens: AuthTokens): void {
  const refreshToken = tokens.refresh_token ?? state.refreshToken;
  writeTokens(tokens.access_token, refreshToken);
  setState({ accessToken: tokens.access_token, refreshToken });
}

export function setSessionUser(user: AuthUser): void {
  writeLocal(storageKeys.user, JSON.stringify(user));
  const activeRole =
    state.activeRole && user.roles.includes(state.activeRole)
      ? state.activeRole
      : user.roles.length === 1
        ? (user.roles[0] ?? null)
        : null;
  persistActiveRole(activeRole);
  setState({ user, activeRole });
}

export function setActiveRole(role: string): void {
  if (!state.user?.roles.includes(role)) return;
  persistActiveRole(role);
  setState({ activeRole: role });
}

export function setServerPermissions(permissions: string[]): void {
  setState({ serverPermissions: permissions });
}

// Where a user whose session ended should sign in again: back-office users at the admin login.
export function loginPathFor(role: string | null, pathname?: string): string {
  if (isBackOfficeRole(role)) return loginPaths.admin;
  if (!role && pathname?.startsWith('/admin')) return loginPaths.admin;
  return loginPaths.customer;
}

// Signs out locally. `expired` flags a session that ended by itself: the app then says so and
// sends the user to the right login page.
export function endSession(options: { expired?: boolean } = {}): void {
  const role = state.activeRole ?? state.user?.roles[0] ?? null;
  const loginPath = loginPathFor(
    role,
    typeof window === 'undefined' ? undefined : window.location.pathname,
  );
  clearStoredAuth();
  setState({
    accessToken: null,
    refreshToken: null,
    user: null,
    activeRole: null,
    serverPermissions: null,
    expired: options.expired ? { loginPath } : null,
  });
}

export function acknowledgeExpired(): void {
  if (state.expired) setState({ expired: null });
}
