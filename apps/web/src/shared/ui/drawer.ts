// The Drawer alone, for DeferredDrawer's dynamic import (importing @mantine/core itself
// dynamically would bring every component).
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';

export { Drawer } from '@mantine/core';
