import { createHash } from 'node:crypto';
import type { LogoContentType } from '@motorpool/domain/schemas/company-settings';
import sharp from 'sharp';
import { looksLikeXml, sanitizeSvg } from './svg-sanitizer.ts';
import { fieldError } from '../../lib/http-errors.ts';

export const logoLimits = {
  allowed: ['png', 'jpeg', 'webp', 'svg'] as const,
  maxBytes: 2 * 1024 * 1024,
  /** Neither side may be longer. */
  maxPixels: 2000,
};

export type LogoImage = {
  content: Buffer;
  contentType: LogoContentType;
  sha256: string;
  fileName: string;
};

/**
 * A logo as it will be stored: an SVG sanitised (see svg-sanitizer.ts), every image readable
 * and at most `maxPixels` on each side. The type came from the bytes (readUpload).
 */
export async function checkedLogo(upload: {
  content: Buffer;
  contentType: string;
  fileName: string;
}): Promise<LogoImage> {
  const unreadable = () => fieldError('body.file', 'file.unreadableImage');
  let content = upload.content;
  if (upload.contentType === 'image/svg+xml') {
    const text = looksLikeXml(content);
    if (!text) throw unreadable();
    try {
      content = Buffer.from(sanitizeSvg(text), 'utf8');
    } catch {
      throw unreadable();
    }
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(content).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width > logoLimits.maxPixels || height > logoLimits.maxPixels) {
    throw fieldError('body.file', 'file.tooManyPixels', { params: { max: logoLimits.maxPixels } });
  }
  return {
    content,
    contentType: upload.contentType as LogoContentType,
    sha256: createHash('sha256').update(content).digest('hex'),
    fileName: upload.fileName,
  };
}
