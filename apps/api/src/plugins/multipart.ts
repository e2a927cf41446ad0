import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

// Uploads (vehicle images and documents, import files) arrive as multipart/form-data with one
// file part; routes read it with `request.file()`. Limits here are the outer bound: each route
// checks its own allowed types and sizes.
export const uploadLimits = { fileSizeBytes: 10 * 1024 * 1024, fields: 10 } as const;

export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: uploadLimits.fileSizeBytes, files: 1, fields: uploadLimits.fields },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
