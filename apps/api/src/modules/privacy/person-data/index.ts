// A person's data across companies: their archive (access and portability) and their erasure.
// The privacy module's request flow calls these; the catalogue of personal columns they follow
// is catalogue.ts. The brief's `files` port is the file service's `discardAll`, which deletes
// stored files inside the caller's transaction (`StoredFileEraser`); the language is the
// domain's `Language` ('en' | 'ar').
export { buildPersonArchive, type PersonArchive } from './archive.ts';
export { erasePerson, type ErasureOutcome, type StoredFileEraser } from './erasure.ts';
export { kindLabel } from './texts.ts';
