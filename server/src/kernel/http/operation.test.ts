import assert from 'node:assert/strict';
import { test } from 'node:test';
import swagger from '@fastify/swagger';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { declareRequirement } from '../access/route-requirements';
import { CLIENT_DATA } from '../access/requirements';
import { handleError } from './errors';
import { operations } from './operation';
import { ClientParams, Data, ErrorBody, PageQuery, errors } from './schemas';
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

test('a read answers its data, a page read answers the page its query asks for, a removal answers 204', async () => {
  const notes = [
    { id: 1, text: 'Renew the banner', totalCount: 3 },
    { id: 2, text: 'Brief the studio', totalCount: 3 },
    { id: 3, text: 'Send the invoice', totalCount: 3 },
  ];
  const removed: number[] = [];
  const app = await apiWith((api) => {
    const operation = operations(api, ['Notes']);
    const NoteParams = Type.Object({ clientId: Type.Integer(), noteId: Type.Integer() });
    operation.read(
      '/clients/:clientId/notes/:noteId',
      { operationId: 'getNote', requires: CLIENT_DATA, params: NoteParams, returns: Note },
      async (request) => ({ id: request.params.noteId, text: 'seen' }),
    );
    operation.readPage(
      '/clients/:clientId/notes',
      {
        operationId: 'listNotes',
        requires: CLIENT_DATA,
        params: ClientParams,
        querystring: Type.Object(PageQuery),
        returns: Note,
      },
      async (_request, limit, offset) => notes.slice(offset, offset + limit),
    );
    operation.remove(
      '/clients/:clientId/notes/:noteId',
      { operationId: 'deleteNote', requires: CLIENT_DATA, params: NoteParams },
      async (request) => removed.push(request.params.noteId),
    );
  });
  try {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, { responses: object }>> };
    assert.deepEqual(Object.keys(document.paths['/clients/{clientId}/notes/{noteId}']!.delete!.responses), [
      '204',
      '400',
      '401',
      '403',
      '404',
    ]);
    const read = await app.inject({ method: 'GET', url: '/clients/7/notes/2' });
    assert.deepEqual(read.json(), { data: { id: 2, text: 'seen' } });
    const page = await app.inject({ method: 'GET', url: '/clients/7/notes?page=2&pageSize=2' });
    assert.deepEqual(page.json(), {
      data: [{ id: 3, text: 'Send the invoice' }],
      page: { page: 2, pageSize: 2, total: 3 },
    });
    const gone = await app.inject({ method: 'DELETE', url: '/clients/7/notes/2' });
    assert.equal(gone.statusCode, 204);
    assert.equal(gone.body, '');
    assert.deepEqual(removed, [2]);
  } finally {
    await app.close();
  }
});
