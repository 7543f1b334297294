import { Type, type Static, type TSchema } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { AccessRequirement } from '@beacon/shared/contract';
import { Data, ErrorBody, PagedData, errors, fetchPage } from './schemas';
import type { Api } from './types';

type Schema = TSchema | undefined;
type StandardError = keyof typeof errors;

/** Who may call an operation: what the caller must be or hold, nobody in particular (no token), or a deploy token. */
type Caller =
  | { requires: AccessRequirement; public?: never; deployToken?: never }
  | { public: true; requires?: never; deployToken?: never }
  | { deployToken: true; requires?: never; public?: never };

/**
 * One operation of a plugin's OpenAPI document, as its routes file declares it, but for its success answer. The
 * plugin's tags and the error answers every operation documents (400, 401, 404: `errors`) come from `operations`;
 * `refuses` adds more.
 */
type Described<P extends Schema, Q extends Schema, B extends Schema, H extends Schema, E extends number> = Caller & {
  operationId: string;
  summary?: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  headers?: H;
  /** The error answers this operation documents beyond the standard ones, each an `ErrorBody` (403, 409, …). */
  refuses?: readonly E[];
  /** The request bodies it reads when not JSON (`multipart/form-data`). */
  consumes?: string[];
  /** How it is called when not with the bearer token (`[]`: with none, a share link's own). */
  security?: Record<string, string[]>[];
  /** The largest body it takes, when not the API's. */
  bodyLimit?: number;
  /** The handler judges the validation's error itself (after checking the client, say): fastify's option. */
  attachValidation?: boolean;
};

/** One operation with its success answer. */
export type Operation<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  H extends Schema,
  R extends TSchema,
  S extends number,
  E extends number,
> = Described<P, Q, B, H, E> & {
  /** The success answer's schema: `Data(...)`, `Type.Null()` for a 204. */
  returns: R;
  /** The success answer's status: 200 unless said. */
  status?: S;
};

/** The route schema an operation stands for: what types the handler's request and reply, as `api.get` would. */
type RouteSchema<P, Q, B, H, R extends TSchema, S extends number, E extends number> = {
  params: P;
  querystring: Q;
  body: B;
  headers: H;
  response: { [status in S]: R } & { [status in StandardError | E]: typeof ErrorBody };
};

type Handler<P, Q, B, H, R extends TSchema, S extends number, E extends number> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<P, Q, B, H, R, S, E>,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

type Declare = <
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  H extends Schema = undefined,
  R extends TSchema = TSchema,
  const S extends number = 200,
  const E extends number = never,
>(
  url: string,
  operation: Operation<P, Q, B, H, R, S, E>,
  handler: Handler<P, Q, B, H, R, S, E>,
) => void;

/** The request a handler of these schemas is given, typed from them. */
type RequestOf<P, Q, H, E extends number> = Parameters<Handler<P, Q, undefined, H, TSchema, 200, E>>[0];

/** A GET whose answer is `{ data }`, the data `read` resolves to: `returns` is the data's schema. */
type Read = <
  P extends Schema = undefined,
  Q extends Schema = undefined,
  H extends Schema = undefined,
  R extends TSchema = TSchema,
  const E extends number = never,
>(
  url: string,
  operation: Described<P, Q, undefined, H, E> & { returns: R },
  read: (request: RequestOf<P, Q, H, E>) => Promise<Static<R>>,
) => void;

/**
 * A GET whose answer is the page its query asks for (`fetchPage`): `fetch` reads `limit` rows from `offset`, each
 * row carrying the window's `totalCount`; `returns` is one row's schema.
 */
type ReadPage = <
  P extends Schema = undefined,
  Q extends TSchema = TSchema,
  R extends TSchema = TSchema,
  const E extends number = never,
>(
  url: string,
  operation: Described<P, Q, undefined, undefined, E> & { querystring: Q; returns: R },
  fetch: (request: RequestOf<P, Q, undefined, E>, limit: number, offset: number) => Promise<PageRows<R>>,
) => void;

/** The rows of a page, each carrying the window's `totalCount`. */
type PageRows<R extends TSchema> = (Static<R> & { totalCount?: number })[];

/** A DELETE that answers 204 with no body once `remove` is done (its path says what: no query, no headers). */
type Remove = <P extends Schema = undefined, const E extends number = never>(
  url: string,
  operation: Described<P, undefined, undefined, undefined, E>,
  remove: (request: RequestOf<P, undefined, undefined, E>) => Promise<unknown>,
) => void;

type AnyOperation = Operation<Schema, Schema, Schema, Schema, TSchema, number, number>;

/** The route options an operation stands for, with fresh objects (the requirement hook adds its 403 to them). */
function routeOptions(tags: string[], operation: AnyOperation) {
  const { requires, public: open, deployToken, returns, status = 200, refuses = [], ...declared } = operation;
  const { bodyLimit, attachValidation, ...described } = declared;
  const config: FastifyContextConfig = open ? { public: true } : deployToken ? { deployToken } : { requires };
  const refusals = Object.fromEntries(refuses.map((code) => [code, ErrorBody]));
  const schema = { tags, ...described, response: { [status]: returns, ...errors, ...refusals } };
  return { config, schema, ...(bodyLimit ? { bodyLimit } : {}), ...(attachValidation ? { attachValidation } : {}) };
}

/**
 * A plugin's operations, each declared as `operation.get(url, { operationId, requires, params, returns }, handler)`
 * instead of the whole route options: the same routes and the same OpenAPI document as `api.get(url, { config,
 * schema }, handler)`, the handler typed by the TypeBox provider from the declared schemas all the same. The
 * answers most operations give are written once here: `read` (`{ data }`), `readPage` (a page of rows) and
 * `remove` (204, no body), each declared with what only it knows.
 */
export function operations(api: Api, tags: string[]) {
  const route = (method: HTTPMethods, url: string, operation: AnyOperation, handler: RouteHandlerMethod) => {
    api.route({ method, url, ...routeOptions(tags, operation), handler });
  };
  const declare =
    (method: HTTPMethods): Declare =>
    (url, operation, handler) =>
      route(method, url, operation as AnyOperation, handler as never);
  const read: Read = (url, operation, read) =>
    route('GET', url, { ...operation, returns: Data(operation.returns) } as AnyOperation, async (request) => ({
      data: await read(request as never),
    }));
  const readPage: ReadPage = (url, operation, fetch) =>
    route('GET', url, { ...operation, returns: PagedData(operation.returns) } as AnyOperation, async (request) =>
      fetchPage(request.query as { page?: number; pageSize?: number }, (limit, offset) =>
        fetch(request as never, limit, offset),
      ),
    );
  const remove: Remove = (url, operation, remove) =>
    route(
      'DELETE',
      url,
      { ...operation, returns: Type.Null(), status: 204 } as AnyOperation,
      async (request, reply) => {
        await remove(request as never);
        return reply.status(204).send(null);
      },
    );
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
    read,
    readPage,
    remove,
  };
}
