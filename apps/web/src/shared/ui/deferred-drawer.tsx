import { useEffect, useState } from 'react';
import type { DrawerProps } from '@mantine/core';
import { deferredModule } from '../lib/deferred-module.ts';

const drawer = deferredModule(async () => (await import('./drawer.ts')).Drawer);

// Mantine's Drawer (overlay, focus trap, scroll lock, transitions) fetched the first time a
// phone menu opens; until then nothing is rendered. If it cannot be fetched the menu closes.
export function DeferredDrawer(props: DrawerProps) {
  const [Drawer, setDrawer] = useState(() => drawer.current());
  const { opened, onClose } = props;
  useEffect(() => {
    if (!opened || Drawer) return;
    drawer.load().then((loaded) => setDrawer(() => loaded), onClose);
  }, [opened, Drawer, onClose]);
  return Drawer ? <Drawer {...props} /> : null;
}
