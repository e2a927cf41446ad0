import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the zod schemas every route declares.
export const openapiPlugin = fp<{ version: string }>(
  async (app: FastifyInstance, options) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Motorpool API',
          description: 'Multi-tenant vehicle rental and fleet management.',
          version: options.version,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            tenantHeader: { type: 'apiKey', in: 'header', name: 'x-tenant-id' },
          },
        },
      },
      transform: jsonSchemaTransform,
      // The schemas the contract names (`.meta({ id })`) become the document's components, so
      // every reference resolves; paths in address order: the document reads the same whichever
      // module registers first.
      transformObject: (documentObject) => {
        const document = jsonSchemaTransformObject(documentObject);
        if (!('openapi' in document)) return document;
        const paths = document.paths ?? {};
        document.paths = Object.fromEntries(
          Object.keys(paths)
            .sort()
            .map((path) => [path, paths[path]]),
        ) as typeof paths;
        return document;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
