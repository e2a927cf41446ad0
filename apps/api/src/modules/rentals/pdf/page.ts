// One rental document page as its sections draw on it: the canvas, the input, and the reader's
// words, dates and money.
import type { Language } from '@motorpool/domain/locale-lists';
import type { RentalPolicySettings } from '@motorpool/domain/schemas/company-settings';
import type { RentalPdfKind, RentalView } from '@motorpool/domain/schemas/rental';
import type { Canvas } from '../../../lib/pdf/canvas.ts';
import type { Word } from './labels.ts';

export type RentalPdfInput = {
  rental: RentalView;
  kind: RentalPdfKind;
  language: Language;
  company: { name: string; timeZone: string; currency: string; logo?: Buffer | null };
  /** The customer's signatures as stored PNG bytes. */
  signatures: { checkout?: Buffer; checkin?: Buffer };
  /** The company's rental policy, printed as the contract's terms. */
  policy?: RentalPolicySettings;
  /** When the document is issued; now unless given. */
  issuedAt?: Date;
};

export type Page = {
  canvas: Canvas;
  input: RentalPdfInput;
  t: (word: Word, params?: Record<string, string | number>) => string;
  when: (iso: string | null) => string;
  cash: (minor: number) => string;
};

/** The four columns of a table of amounts, its figures aligned to the far side. */
export const amountColumns = [
  { width: 5 },
  { width: 1, align: 'end' as const },
  { width: 2, align: 'end' as const },
  { width: 2, align: 'end' as const },
];
