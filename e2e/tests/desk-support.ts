import type { Page } from '../fixtures.ts';

// What the rental desk's walks share: papers to upload and a signature drawn on the pad.

// A one-page PDF: enough for the server to read its type from the bytes.
export const paper = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
});

export async function drawSignature(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const pad = dialog.locator('canvas');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(box.x + 30 + step * 25, y + (step % 2 ? -20 : 20));
  }
  await page.mouse.up();
}
