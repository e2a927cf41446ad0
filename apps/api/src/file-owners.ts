// Every kind of file a module keeps, with who may read and delete it: the file service serves
// and deletes a file only through its owner.
import { customerDocumentFileOwner } from './modules/customers/document-file-owner.ts';
import { maintenanceAttachmentFileOwner } from './modules/maintenance/attachment-service.ts';
import { offerFileOwner } from './marketing-services.ts';
import { reservationDocumentFileOwner } from './modules/reservations/document-file-owner.ts';
import { rentalDocumentFileOwner } from './modules/rentals/document-file-owner.ts';
import { inspectionFileOwner } from './modules/rentals/photo-service.ts';
import { companyLogoFileOwner } from './modules/tenants/company-logo-service.ts';
import { vehicleFileOwner } from './modules/vehicles/file-owner.ts';

export const fileOwners = [
  vehicleFileOwner,
  companyLogoFileOwner,
  customerDocumentFileOwner,
  reservationDocumentFileOwner,
  rentalDocumentFileOwner,
  inspectionFileOwner,
  offerFileOwner,
  maintenanceAttachmentFileOwner,
];
