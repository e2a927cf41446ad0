import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import {
  openMarketingModal,
  preloadMarketingModals,
  type MarketingModalKind,
} from '../modals/open-marketing-modal.ts';

type ModalButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type'> & {
    modal: MarketingModalKind;
  };

// A button that opens the contact or demo modal; its code starts loading on hover or focus.
export function ModalButton({ modal, onClick, ...props }: ModalButtonProps) {
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preloadMarketingModals}
      onFocus={preloadMarketingModals}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        void openMarketingModal(modal);
      }}
    />
  );
}
