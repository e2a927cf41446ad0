import {
  cloneElement,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';
import type { DeferredModule } from '../lib/deferred-module.ts';

export type MenuProps = { defaultOpened: boolean; autoFocus: boolean };

type StandInProps = {
  ref?: Ref<HTMLButtonElement>;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

// A header menu (language, colour scheme) whose Mantine Menu, with its popover positioning and
// focus handling, loads on the first sign of use: the pointer over its button, focus or a tap.
// Until then the same button stands in; clicked meanwhile, the menu opens as soon as it is in,
// and the focus stays on its button.
export function DeferredMenu({
  menu,
  button,
}: {
  menu: DeferredModule<ComponentType<MenuProps>>;
  button: ReactElement<StandInProps>;
}) {
  const [Menu, setMenu] = useState(() => menu.current());
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);

  if (Menu) return <Menu defaultOpened={open} autoFocus={focused} />;

  const fetchMenu = () => {
    menu.load().then(
      (loaded) => {
        setFocused(standIn.current !== null && standIn.current === document.activeElement);
        setMenu(() => loaded);
      },
      () => setOpen(false),
    );
  };
  return cloneElement(button, {
    ref: standIn,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: fetchMenu,
    onFocus: fetchMenu,
    onClick: () => {
      setOpen(true);
      fetchMenu();
    },
  });
}
