import type { CatalogPermission } from '@motorpool/domain/permissions';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from './openapi-responses.ts';

/** The instance a route plugin receives (FastifyPluginAsyncZod's). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Who may call a route (plugins/auth.ts enforces it): the catalogue permissions the caller must
 * all hold, or an explicit rule: 'public' needs no caller; 'signed-in' any signed-in caller,
 * whom the service then keeps to their own records; 'signed-link' a signed link or a caller;
 * 'platform' the platform's super administrators.
 */
export type Access =
  CatalogPermission | CatalogPermission[] | 'public' | 'signed-in' | 'signed-link' | 'platform';

type Schema = z.core.$ZodType | undefined;

/** The schemas fastify-type-provider-zod infers request.params, query, body and replies from. */
type Schemas<P, Q, B, S extends number, R> = {
  params: P;
  querystring: Q;
  body: B;
  response: R extends z.core.$ZodType ? { [K in S]: R } : Record<never, never>;
};

export type RouteHandler<P, Q, B, S extends number, R> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  Schemas<P, Q, B, S, R>,
  ZodTypeProvider
>;

export type RouteSpec<P extends Schema, Q extends Schema, B extends Schema, S extends number, R> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  /** Whether the route works inside a tenant; API routes default to 'required'. */
  tenant?: FastifyContextConfig['tenant'];
  /** Still served while the company is read-only (its trial ended): signing in and out. */
  readOnlyAllowed?: boolean;
  tags: string[];
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success status (200 unless given, or several answering the same body) and its body. */
  status?: S | S[];
  response?: R;
  /** The error statuses documented, each answering the error envelope. */
  errors?: number[];
  produces?: string[];
  consumes?: string[];
  handler: RouteHandler<P, Q, B, S, R>;
};

const rules = {
  public: { auth: 'none' },
  'signed-in': { auth: 'required' },
  'signed-link': { auth: 'optional' },
  platform: { platform: true },
} as const satisfies Record<string, FastifyContextConfig>;

function accessConfig(access: Access): FastifyContextConfig {
  if (typeof access === 'string' && Object.hasOwn(rules, access)) {
    return rules[access as keyof typeof rules];
  }
  return { permission: access };
}

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

// Declares a route in one call: its access, its OpenAPI documentation and its typed handler.
export function route<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  S extends number = 200,
  R extends Schema = undefined,
>(app: ZodApp, spec: RouteSpec<P, Q, B, S, R>): void {
  const {
    method,
    url,
    access,
    tenant,
    readOnlyAllowed,
    handler,
    status,
    response,
    errors,
    ...documented
  } = spec;
  const statuses = [status ?? 200].flat();
  const responses = {
    ...(response ? Object.fromEntries(statuses.map((code) => [code, response])) : {}),
    ...(errors ? errorResponses(...errors) : {}),
  };
  app.route({
    method,
    url,
    config: {
      ...(tenant ? { tenant } : {}),
      ...(readOnlyAllowed ? { readOnlyAllowed } : {}),
      ...accessConfig(access),
    },
    schema: defined({
      ...documented,
      response: response || errors ? responses : undefined,
    }),
    handler,
  } as RouteOptions);
}
