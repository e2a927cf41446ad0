import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

// A side view of a car in the vehicle's colour on a soft backdrop, with a make/model badge:
// drawn, not downloaded, so the seed needs no network.
function carSvg(make: string, model: string, paint: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff4e6"/><stop offset="1" stop-color="#f1f3f5"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${paint}" stop-opacity="0.85"/>
      <stop offset="1" stop-color="${paint}"/>
    </linearGradient>
  </defs>
  <rect width="640" height="400" fill="url(#sky)"/>
  <rect y="300" width="640" height="100" fill="#dee2e6"/>
  <ellipse cx="320" cy="318" rx="250" ry="14" fill="#adb5bd" opacity="0.6"/>
  <path d="M95 290 L95 245 Q100 222 140 215 L210 205 L265 160 Q280 148 305 148 L420 148
           Q445 148 462 165 L505 207 L548 215 Q575 222 578 248 L580 290 Z"
        fill="url(#body)" stroke="#343a40" stroke-width="3"/>
  <path d="M275 168 L305 162 L360 162 L360 207 L228 207 Z" fill="#a5d8ff" stroke="#343a40" stroke-width="2"/>
  <path d="M375 162 L418 162 Q435 162 447 174 L478 207 L375 207 Z" fill="#a5d8ff" stroke="#343a40" stroke-width="2"/>
  <rect x="555" y="232" width="22" height="12" rx="4" fill="#ffe066"/>
  <rect x="97" y="236" width="16" height="12" rx="4" fill="#ff8787"/>
  <circle cx="185" cy="292" r="38" fill="#212529"/><circle cx="185" cy="292" r="17" fill="#ced4da"/>
  <circle cx="480" cy="292" r="38" fill="#212529"/><circle cx="480" cy="292" r="17" fill="#ced4da"/>
  <rect x="32" y="28" rx="14" width="${Math.max(make.length, model.length) * 19 + 48}" height="96"
        fill="#ffffff" stroke="#fd7e14" stroke-width="3"/>
  <text x="56" y="68" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="700"
        fill="#e8590c">${escapeXml(make)}</text>
  <text x="56" y="106" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#343a40">${escapeXml(model)}</text>
</svg>`;
}

export type SeedImage = { content: Buffer; thumbnail: Buffer };

async function render(svg: string): Promise<SeedImage> {
  const content = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  const thumbnail = await sharp(content)
    .resize(320, 240, { fit: 'cover' })
    .webp({ quality: 75 })
    .toBuffer();
  return { content, thumbnail };
}

// Drawing is the slow part of seeding (every test database is seeded), so each drawing is
// kept in the temporary directory by the hash of its SVG and reused by later processes.
const cacheDir = join(tmpdir(), 'motorpool-seed-images');

async function cached(svg: string): Promise<SeedImage> {
  const key = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  const png = join(cacheDir, `${key}.png`);
  const webp = join(cacheDir, `${key}.webp`);
  try {
    return { content: await readFile(png), thumbnail: await readFile(webp) };
  } catch {
    const image = await render(svg);
    try {
      await mkdir(cacheDir, { recursive: true });
      // written under a unique name, then renamed: a concurrent reader never sees half a file
      const unique = `${process.pid}-${Math.random().toString(36).slice(2)}`;
      await writeFile(`${webp}.${unique}`, image.thumbnail);
      await rename(`${webp}.${unique}`, webp);
      await writeFile(`${png}.${unique}`, image.content);
      await rename(`${png}.${unique}`, png);
    } catch {
      // an unwritable temporary directory only costs the next process a redraw
    }
    return image;
  }
}

const rendered = new Map<string, Promise<SeedImage>>();

/** PNG photo and WebP thumbnail of a make, model and paint colour. */
export function carImage(make: string, model: string, paint: string): Promise<SeedImage> {
  const key = `${make}|${model}|${paint}`;
  let image = rendered.get(key);
  if (!image) {
    image = cached(carSvg(make, model, paint));
    rendered.set(key, image);
  }
  return image;
}

/** PNG and WebP thumbnail of any seed drawing, kept like the car images. */
export function drawnImage(svg: string): Promise<SeedImage> {
  let image = rendered.get(svg);
  if (!image) {
    image = cached(svg);
    rendered.set(svg, image);
  }
  return image;
}

// A one-page PDF with a few lines of text (a registration card), written by hand: the
// byte offsets of the cross-reference table are computed from the text itself.
export function simplePdf(lines: string[]): Buffer {
  const escape = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    'BT /F1 18 Tf 50 780 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : '0 -28 Td '}(${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
