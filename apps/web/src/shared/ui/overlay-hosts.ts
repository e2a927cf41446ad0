import type { ComponentType } from 'react';

// The toast container and the modals provider bring Mantine's transitions, portal, focus trap
// and scroll lock; most first pages never show either. They mount on first use instead:
// notify.ts and modals.ts ask for their host, <OverlayHosts> renders it once its code is in.
export type HostName = 'notifications' | 'modals';
export type HostProps = { onReady: () => void };
type HostModule = { default: ComponentType<HostProps> };

const loaders: Record<HostName, () => Promise<HostModule>> = {
  notifications: () => import('./notifications-host.tsx'),
  modals: () => import('./modals-host.tsx'),
};

type Pending = { promise: Promise<void>; resolve: () => void };

const pending = new Map<HostName, Pending>();
const listeners = new Set<() => void>();
let loaded: Readonly<Partial<Record<HostName, ComponentType<HostProps>>>> = {};

// Resolves once the host is mounted and listening; rejects when its code cannot be fetched
// (offline, or a deploy replaced the chunk), and a later call tries again.
export function mountHost(name: HostName): Promise<void> {
  const existing = pending.get(name);
  if (existing) return existing.promise;
  let resolve = () => undefined as void;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  pending.set(name, { promise, resolve });
  loaders[name]().then(
    (module) => {
      loaded = { ...loaded, [name]: module.default };
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      pending.delete(name);
      reject(error);
    },
  );
  return promise;
}

export function hostMounted(name: HostName): void {
  pending.get(name)?.resolve();
}

export function subscribeHosts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadedHosts(): typeof loaded {
  return loaded;
}
