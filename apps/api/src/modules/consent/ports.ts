// What the consent module deliberately shares: recording the terms a new account agreed to,
// inside the transaction that creates it (auth's registration, signup's company, the seed).
import type { Language } from '@motorpool/domain/locale-lists';
import type { TermsAcceptanceSource } from '@motorpool/domain/schemas/consent';
import type { Tx } from '../../db/engine.ts';
import type { Owner } from './repository.ts';

export type TermsAgreementRecorder = (
  tx: Tx,
  owner: Owner,
  source: Exclude<TermsAcceptanceSource, 'terms-page'>,
  language: Language,
) => Promise<void>;

export { recordTermsAgreement } from './service.ts';
export type { Owner as AgreementOwner };
