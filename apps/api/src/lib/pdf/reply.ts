import type { FastifyReply } from 'fastify';

/** A rendered document and the name it is saved under. */
export type PdfFile = { fileName: string; content: Buffer };

/** A rendered PDF, shown in the browser's viewer and saved under its file name. */
export function sendPdf(reply: FastifyReply, pdf: PdfFile, cache: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${pdf.fileName}"`)
    .header('cache-control', cache)
    .send(pdf.content);
}
