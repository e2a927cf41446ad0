// What other modules use of files: the service's type, a file owner's shape, and the document
// upload steps they share.
export {
  type DocumentFile,
  type FileOwner,
  type FileService,
  type StoredFile,
  uploadDocument,
  withFiles,
} from './service.ts';

export { type StoredFileFacts } from './service.ts';

export {
  documentTable,
  type DocumentTable,
  kindDocumentView,
  ownedDocuments,
  type UploaderNames,
} from './owned-documents.ts';
