import { rentalDocumentKinds } from '@motorpool/domain/schemas/rental';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { KindDocumentsCard } from '../../../shared/documents/kind-documents-card.tsx';
import {
  useDeleteRentalDocument,
  useRentalDocuments,
  useUploadRentalDocument,
} from '../../../api/rentals/rental-documents.ts';
import { useRentalFormat } from '../lib/use-rental-format.ts';

// Rental documents (contract, inspection, identification, insurance).
export function RentalDocumentsCard({ rentalId }: { rentalId: string }) {
  return (
    <KindDocumentsCard
      id="rental-documents"
      namespace="rentals"
      kinds={rentalDocumentKinds}
      documents={useRentalDocuments(rentalId)}
      upload={useUploadRentalDocument(rentalId)}
      remove={useDeleteRentalDocument(rentalId)}
      canEdit={useCurrentUser().can('rentals:update')}
      format={useRentalFormat()}
    />
  );
}
