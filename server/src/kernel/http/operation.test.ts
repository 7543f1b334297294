import assert from 'node:assert/strict';
import { test } from 'node:test';
import swagger from '@fastify/swagger';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { declareRequirement } from '../access/route-requirements';
import { CLIENT_DATA } from '../access/requirements';
import { handleError } from './errors';
import { operations } from './operation';
import { ClientParams, Data, ErrorBody, errors } from './schemas';
import type { Api } from './types';

const Note = Type.Object({ id: Type.Integer(), text: Type.String() });
const NewNote = Type.Object({ text: Type.String() });

/** An API as the hub builds one: its OpenAPI document, every route's requirement declared and published, its errors. */
async function apiWith(routes: (api: Api) => void) {
  const app = Fastify({ logger: false });
  const api = app.withTypeProvider<TypeBoxTypeProvider>() as Api;
  await api.register(swagger, { openapi: { info: { title: 'Notes', version: '1.0.0' } } });
  api.addHook('onRoute', declareRequirement);
  api.setErrorHandler(handleError);
  routes(api);
  await app.ready();
  return app;
}

test('an operation declared compactly is the same route and the same OpenAPI operation as its whole options', async () => {
  const declared = await apiWith((api) => {
    const operation = operations(api, ['Notes']);
    operation.get(
      '/clients/:clientId/notes',
      { operationId: 'listNotes', requires: CLIENT_DATA, params: ClientParams, returns: Data(Type.Array(Note)) },
      async (request) => ({ data: [{ id: request.params.clientId, text: 'seen' }] }),
    );
    operation.post(
      '/notes',
      {
        operationId: 'createNote',
        public: true,
        security: [],
        body: NewNote,
        bodyLimit: 64,
        returns: Data(Note),
        status: 201,
        refuses: [409],
      },
      async (request, reply) => reply.status(201).send({ data: { id: 1, text: request.body.text } }),
    );
  });
  const written = await apiWith((api) => {
    const tags = ['Notes'];
    api.get(
      '/clients/:clientId/notes',
      {
        config: { requires: CLIENT_DATA },
        schema: {
          tags,
          operationId: 'listNotes',
          params: ClientParams,
          response: { 200: Data(Type.Array(Note)), ...errors },
        },
      },
      async (request) => ({ data: [{ id: request.params.clientId, text: 'seen' }] }),
    );
    api.post(
      '/notes',
      {
        config: { public: true },
        bodyLimit: 64,
        schema: {
          tags,
          operationId: 'createNote',
          security: [],
          body: NewNote,
          response: { 201: Data(Note), ...errors, 409: ErrorBody },
        },
      },
      async (request, reply) => reply.status(201).send({ data: { id: 1, text: request.body.text } }),
    );
  });
  try {
    assert.equal(JSON.stringify(declared.swagger()), JSON.stringify(written.swagger()));
    const document = declared.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const list = document.paths['/clients/{clientId}/notes']!.get!;
    assert.deepEqual(list['x-beacon-requires'], CLIENT_DATA);
    assert.deepEqual(Object.keys(list.responses as object), ['200', '400', '401', '403', '404']);

    const created = await declared.inject({ method: 'POST', url: '/notes', payload: { text: 'Renew the banner' } });
    assert.equal(created.statusCode, 201);
    assert.deepEqual(created.json(), { data: { id: 1, text: 'Renew the banner' } });
    const refused = await declared.inject({ method: 'POST', url: '/notes', payload: {} });
    assert.equal(refused.statusCode, 400);
    const long = await declared.inject({ method: 'POST', url: '/notes', payload: { text: 'x'.repeat(100) } });
    assert.equal(long.statusCode, 413, 'the body limit it declares holds');
  } finally {
    await declared.close();
    await written.close();
  }
});

test('an operation that declares neither a requirement nor public is refused at registration', async () => {
  await assert.rejects(
    apiWith((api) =>
      operations(api, ['Notes']).get('/notes', { operationId: 'listNotes', returns: Data(Note) } as never, () => ({
        data: { id: 1, text: '' },
      })),
    ),
    /declares no requirement/,
  );
});
