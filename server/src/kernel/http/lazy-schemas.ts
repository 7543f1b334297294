import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** While a test records (`recordRouteSchemas`), each route schema's compilation, to run them all. */
let recording: (() => unknown)[] | null = null;

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

/**
 * Fastify's own validator, compiled on a route's first request instead of at start. Fastify reads a failed
 * validation's `errors` from the function it called, so the wrapper carries them over from the compiled one.
 */
function validateLazily(compile: () => Validate): Validate {
  recording?.push(compile);
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

function serializeLazily(compile: () => Serialize): Serialize {
  recording?.push(compile);
  let compiled: Serialize | undefined;
  return (data) => (compiled ??= compile())(data);
}

/** A compilers' factory as fastify calls it: its added schemas and options, then a compiler for each route. */
type Factory<F> = (externalSchemas: unknown, options: unknown) => (route: unknown) => F;
const validators = AjvCompiler() as unknown as Factory<Validate>;
const serializers = SerializerSelector() as unknown as Factory<Serialize>;
const buildValidator: Factory<Validate> = (externalSchemas, options) => {
  const compile = validators(externalSchemas, options);
  return (route) => validateLazily(() => compile(route));
};
const buildSerializer: Factory<Serialize> = (externalSchemas, options) => {
  const compile = serializers(externalSchemas, options);
  return (route) => serializeLazily(() => compile(route));
};

/**
 * Fastify's own schema compilers (Ajv for what comes in, fast-json-stringify for what goes out, with fastify's
 * options), each route's compiled when the route is first used. Compiling every route's schemas at start cost
 * each server about 0.4 s of CPU (a third of the time a server test file spends before its first test), for
 * routes most processes never serve. lazy-schemas.test.ts compiles every route's schemas of the whole server
 * (`recordRouteSchemas`), so that a schema Ajv or fast-json-stringify refuses still fails a test, not a request.
 */
// Fastify's declared types ask for Ajv's own function type; fastify itself only calls it and reads `errors`.
export const LAZY_SCHEMAS = { compilersFactory: { buildValidator, buildSerializer } } as NonNullable<
  FastifyServerOptions['schemaController']
>;

/**
 * Records the schema compilations of every server built from now on, until `compileAll` runs each of them (as
 * fastify would at start) and stops recording; it answers how many it compiled. For the test that proves them.
 */
export function recordRouteSchemas(): { compileAll: () => number } {
  const compilations: (() => unknown)[] = [];
  recording = compilations;
  return {
    compileAll: () => {
      recording = null;
      for (const compile of compilations) compile();
      return compilations.length;
    },
  };
}
