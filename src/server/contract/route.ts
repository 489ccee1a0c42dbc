/**
 * The one place the server registers a route (docs/architecture.md, "The path of one action
 * call"; lint refuses `app.post(...)` and its kin anywhere else): from its contract in
 * src/protocol, the method and path, the access check before the body is read, the body decoded
 * by Fastify's validation step with the contract as its schema (the one decoder of
 * src/protocol/contract.ts, the config's own validators), then the handler, whose answer goes
 * out in the `{status, msg, data}` envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Actor } from '../../config/types';
import { API_BASE, accessLevels, decodeBody, type Access, type AnswerOf, type AnyContract, type BodyShape, type BodySpec, type Contract, type Decoded, type Refusal } from '../../protocol/contract';
import { CONTRACTS } from '../../protocol/contracts';
import { requireActor } from '../http/actor';
import { ApiError } from '../http/errors';
import { ok } from '../http/reply';

/** The body a handler receives: decoded by its contract's fields, or as sent for the routes with their own grammar. */
export type BodyIn<C> = C extends Contract<infer B, unknown>
  ? B extends BodySpec
    ? Decoded<B>
    : B extends 'own'
      ? unknown
      : B extends 'bytes'
        ? unknown
        : Record<string, never>
  : never;

interface Call<C> {
  body: BodyIn<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Refused by the contract: 400 for the body's shape, 422 with each field's error. */
export const refusalError = (refusal: Refusal): ApiError =>
  refusal.status === 422
    ? new ApiError('validation', 422, undefined, refusal.fields)
    : refusal.code === 'unknown_key'
      ? new ApiError('unknown_key', 400, { key: refusal.key ?? '' })
      : new ApiError('bad_request', 400);

/** The caller, checked against the contract's access (a 401 without a session, a 403 without the level). */
export const checkAccess = (access: Access, request: FastifyRequest): Actor | null => {
  if (access.kind === 'public') return request.actor;
  const actor = requireActor(request);
  const levels = accessLevels(access, request.server.resources);
  if (levels !== null && !levels.includes(actor.level)) throw new ApiError('forbidden', 403);
  return actor;
};

/** The full URL a contract answers on. */
export const urlOf = (c: AnyContract): string => `${API_BASE}/${c.path}`;

interface RouteOptions {
  /** The handler sends its own answer (a file, a legacy envelope): its return value goes out as it is. */
  raw?: boolean;
  /** A check of the route's own after the caller's and before the body is read (who may upload to this record). */
  before?: (request: FastifyRequest) => Promise<void>;
  /** Fastify's options of the route beyond the contract's (a public route's rate limit). */
  fastify?: Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preHandler'>;
}

const REGISTERED = new Set<AnyContract>(CONTRACTS);

/** A route option's hooks as a list (Fastify takes one or many). */
const hooks = <H>(h: H | H[] | undefined): H[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);

const register = <C extends AnyContract>(app: FastifyInstance, c: C, handler: (call: Call<C>) => Promise<unknown>, actorOf: (request: FastifyRequest) => Actor | null, options: RouteOptions): void => {
  if (!REGISTERED.has(c)) throw new Error(`The route ${c.path} has no contract in src/protocol/contracts/index.ts`);
  const shape: BodyShape = c.body;
  const opts: RouteShorthandOptions = {};
  if (c.maxBytes !== undefined) opts.bodyLimit = c.maxBytes;
  app.route({
    method: c.method,
    url: urlOf(c),
    ...opts,
    // Fastify's validation step, with the contract as the body's schema and our decoder as its validator.
    ...options.fastify,
    ...(shape === 'own' || shape === 'bytes' || c.method === 'GET'
      ? {}
      : {
          schema: { body: { contract: c.path } },
          validatorCompiler: () => (data: unknown) => {
            const decoded = decodeBody(shape, data, app.resources);
            return decoded.ok ? { value: decoded.value } : { error: refusalError(decoded.refusal) };
          },
        }),
    // The caller before the body is read (a refused caller never costs a parse).
    onRequest: [
      async (request) => {
        actorOf(request);
        await options.before?.(request);
      },
      ...hooks(options.fastify?.onRequest),
    ],
    handler: async (request, reply) => {
      const answer = await handler({ body: request.body as BodyIn<C>, request, reply });
      return options.raw ? answer : ok(answer);
    },
  });
};

type Handler<C, Who> = (body: BodyIn<C>, actor: Who, call: Call<C>) => Promise<AnswerOf<C>>;

/** Register a signed-in route from its contract: the handler gets the decoded body and the checked caller. */
export const route = <C extends AnyContract>(app: FastifyInstance, c: C, handler: Handler<C, Actor>, options: RouteOptions = {}): void => {
  if (c.access.kind === 'public') throw new Error(`${c.path} is public: register it with publicRoute`);
  register(app, c, (call) => handler(call.body, requireActor(call.request), call), (request) => checkAccess(c.access, request), options);
};

/** Register a public route (no session needed; the caller is null or whoever signed in). */
export const publicRoute = <C extends AnyContract>(app: FastifyInstance, c: C, handler: Handler<C, Actor | null>, options: RouteOptions = {}): void => {
  if (c.access.kind !== 'public') throw new Error(`${c.path} is not public: register it with route`);
  register(app, c, (call) => handler(call.body, call.request.actor, call), () => null, options);
};
