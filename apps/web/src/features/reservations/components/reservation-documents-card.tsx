import { reservationDocumentKinds } from '@motorpool/domain/schemas/reservation';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { KindDocumentsCard } from '../../../shared/documents/kind-documents-card.tsx';
import {
  useDeleteReservationDocument,
  useReservationDocuments,
  useUploadReservationDocument,
} from '../../../api/reservations/reservation-documents.ts';
import { useBookingFormat } from './use-booking-format.ts';

// Reservation documents (contract, identification, insurance, other).
export function ReservationDocumentsCard({ reservationId }: { reservationId: string }) {
  return (
    <KindDocumentsCard
      id="reservation-documents"
      namespace="reservations"
      kinds={reservationDocumentKinds}
      documents={useReservationDocuments(reservationId)}
      upload={useUploadReservationDocument(reservationId)}
      remove={useDeleteReservationDocument(reservationId)}
      canEdit={useCurrentUser().can('reservations:update')}
      format={useBookingFormat()}
    />
  );
}
