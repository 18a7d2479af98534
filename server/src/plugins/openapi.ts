/**
 * The API described as OpenAPI 3.1 (issue 16), generated from the zod schemas every route is registered
 * with (the contract's), and served as GET /api/openapi.json. Only the API's own paths are listed.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isApiPath } from './web';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Aralin API',
        version: '1.0.0',
        description:
          'The calls of the product specification (section 7). Errors are {"error", "errors"?}; staff calls need a bearer ' +
          'access token; unauthenticated state-changing /account/ calls need the CSRF double-submit token.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      if (!isApiPath(input.url) || input.url === '/api/openapi.json') return { schema: { ...input.schema, hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
}
