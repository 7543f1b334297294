import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { test } from 'node:test';
import { generatedFiles } from './generate';

// The front end's API types and enumerations come from the server's routes: a change to a route schema that
// was not followed by `pnpm api:types` fails here, in CI, before the two sides can drift.
test('the committed API types and enumerations are what the server generates now', async () => {
  for (const [path, content] of Object.entries(await generatedFiles())) {
    const committed = readFileSync(path, 'utf8');
    assert.ok(committed === content, `${relative(process.cwd(), path)} is stale: run pnpm api:types and commit it`);
  }
});

test('binary downloads document their own media type on 200 and JSON on errors', async () => {
  const { hubOpenApiDocument } = await import('./generate');
  const doc = (await hubOpenApiDocument()) as {
    paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>>;
  };
  const pdf = doc.paths['/clients/{clientId}/invoices/{invoiceId}/pdf']!.get!.responses;
  assert.deepEqual(Object.keys(pdf['200']!.content), ['application/pdf']);
  assert.deepEqual(Object.keys(pdf['404']!.content), ['application/json']);
  const report = doc.paths['/clients/{clientId}/campaign-reports/pdf']!.post!.responses;
  assert.deepEqual(Object.keys(report['200']!.content), ['application/pdf']);
  for (const status of ['400', '401', '404'])
    assert.deepEqual(Object.keys(report[status]!.content), ['application/json']);
});
