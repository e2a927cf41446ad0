// The Drawer alone, for DeferredDrawer's dynamic import (importing @mantine/core itself
// dynamically would bring every component).
export { Drawer } from '@mantine/core';
