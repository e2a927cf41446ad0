import type {
  ReservationDocumentFields,
  ReservationDocumentView,
} from '@motorpool/domain/schemas/reservation';
import {
  type DocumentOwner,
  useDeleteOwnedDocument,
  useOwnedDocuments,
  useUploadOwnedDocument,
} from '../documents/owned-documents.ts';
import { reservationKeys, reservationPath } from './keys.ts';

const reservation: DocumentOwner = { keys: reservationKeys, path: reservationPath };

export const useReservationDocuments = (id: string) =>
  useOwnedDocuments<ReservationDocumentView>(reservation, id);

export const useUploadReservationDocument = (id: string) =>
  useUploadOwnedDocument<ReservationDocumentView, ReservationDocumentFields>(reservation, id);

export const useDeleteReservationDocument = (id: string) => useDeleteOwnedDocument(reservation, id);
