import type { ReactNode } from 'react';

// Plates, VINs, codes, e-mails and numbers keep their left-to-right order inside Arabic text
// (Unicode bidi would otherwise reorder their parts).
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </bdi>
  );
}
