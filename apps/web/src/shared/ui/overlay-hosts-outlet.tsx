import { useSyncExternalStore } from 'react';
import { hostMounted, loadedHosts, subscribeHosts, type HostName } from './overlay-hosts.ts';

const order: HostName[] = ['notifications', 'modals'];
const onReady: Record<HostName, () => void> = {
  notifications: () => hostMounted('notifications'),
  modals: () => hostMounted('modals'),
};

// Renders the overlay hosts asked for so far (see overlay-hosts.ts).
export function OverlayHosts() {
  const hosts = useSyncExternalStore(subscribeHosts, loadedHosts);
  return order.map((name) => {
    const Host = hosts[name];
    return Host ? <Host key={name} onReady={onReady[name]} /> : null;
  });
}
