import type { Language } from '@motorpool/domain/locale-lists';
import { issuesFromZod } from '@motorpool/domain/validation-issues';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import { validationError } from '../../lib/request-caller.ts';
import { isCleanText, textIssues } from '../../plugins/control-characters.ts';
import { validationFailure } from '../../plugins/errors.ts';
import { fieldError } from '../../lib/http-errors.ts';

export type UploadKind = 'jpeg' | 'png' | 'webp' | 'pdf' | 'svg';

export const contentTypes: Record<UploadKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

export type Upload = {
  fileName: string;
  contentType: string;
  content: Buffer;
  /** the text fields sent before the file part */
  fields: Record<string, string>;
};

// What the bytes are, from their signature: the declared type and the name can lie.
export function sniff(content: Buffer): UploadKind | null {
  if (content.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (content.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (
    content.subarray(0, 4).toString('latin1') === 'RIFF' &&
    content.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsLikeSvg(content)) return 'svg';
  return null;
}

// Text whose first element is <svg (after a BOM, an XML declaration, comments or a doctype).
// Only a first look: a route that accepts SVG must still parse it (and sanitise it).
function startsLikeSvg(content: Buffer): boolean {
  const bom = content.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  const head = content.subarray(bom, bom + 4096).toString('latin1');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/i.test(head);
}

/**
 * Reads the one file part of a multipart request: 400 when it is missing or not one of
 * `allowed`, 413 above `maxBytes`. Text fields must come before the file in the form.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { allowed: readonly UploadKind[]; maxBytes: number; language: Language },
): Promise<Upload> {
  const { language } = options;
  const maxMb = Math.round(options.maxBytes / (1024 * 1024));
  const tooLarge = () =>
    fieldError('body.file', 'file.tooLarge', { params: { max: maxMb }, code: 'PAYLOAD_TOO_LARGE' });
  if (!request.isMultipart()) {
    throw fieldError('body.file', 'file.required');
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes } });
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) {
      throw tooLarge();
    }
    throw error;
  }
  if (!part) throw fieldError('body.file', 'file.required');
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) {
      throw tooLarge();
    }
    throw error;
  }
  const kind = sniff(content);
  if (!kind || !options.allowed.includes(kind)) {
    throw fieldError('body.file', 'file.invalidType', {
      params: { types: options.allowed.map((k) => k.toUpperCase()).join(', ') },
    });
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const one = Array.isArray(field) ? field[0] : field;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  // Multipart bodies are read here, after the hooks: the same refusal as for JSON text.
  const issues = textIssues(fields, 'body', true);
  if (part.filename && !isCleanText(part.filename, false)) {
    issues.push({ path: 'body.file', message: 'generic.controlCharacters' });
  }
  if (issues.length > 0) throw validationFailure(issues, language);
  return {
    fileName: (part.filename || `upload.${kind}`).slice(0, 200),
    contentType: contentTypes[kind],
    content,
    fields,
  };
}

export const thumbnailContentType = 'image/webp';

// A 320×240 preview for lists and galleries; an image sharp cannot decode is refused.
export async function makeThumbnail(content: Buffer): Promise<Buffer> {
  try {
    return await sharp(content)
      .rotate()
      .resize(320, 240, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw fieldError('body.file', 'file.unreadableImage');
  }
}

/**
 * A document upload (readUpload): the file, the text fields sent before it checked against
 * `fields` (400, translated), and a preview when the file is an image.
 */
export async function readDocumentUpload<T>(
  request: FastifyRequest,
  options: { allowed: readonly UploadKind[]; maxBytes: number; language: Language },
  fields: z.ZodType<T>,
): Promise<{ upload: Upload; fields: T; thumbnail: Buffer | null }> {
  const upload = await readUpload(request, options);
  const parsed = fields.safeParse(upload.fields);
  if (!parsed.success) {
    throw validationError(issuesFromZod(parsed.error), options.language, 'body');
  }
  const thumbnail = upload.contentType.startsWith('image/')
    ? await makeThumbnail(upload.content)
    : null;
  return { upload, fields: parsed.data, thumbnail };
}
