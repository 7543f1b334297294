import assert from 'node:assert/strict';
import { test } from 'node:test';
import { visibleOf } from './test-helpers';
import { piecesOf } from './question';

/** Questions about documents, read into the type filter, name search, order and count the documents tool takes. */
const visible = visibleOf(['Trailhead Gear']);
const today = '2026-12-02';
const asked = (question: string) => piecesOf(question, visible, today);

test('the spec’s document types are read as people say them, with or without an advertiser', () => {
  const cases: [string, string | undefined][] = [
    ['any pdfs?', 'PDF'],
    ['show me the spreadsheets for Trailhead Gear', 'Spreadsheet'],
    ['what excel files do we have', 'Spreadsheet'],
    ['pictures uploaded for trailhead', 'Image'],
    ['do we have any slide decks', 'Document'],
    ['files of other types', 'Other'],
    ['what documents does Trailhead Gear have?', undefined],
  ];
  for (const [question, type] of cases) {
    const p = asked(question);
    assert.equal(p.kind, 'documents', question);
    assert.equal(p.documents?.type, type, question);
  }
  assert.equal(asked('show me the files for Trailhead Gear').subject?.name, 'Trailhead Gear');
});

test('a document asked for by what it is, or by a name said, is searched by those words', () => {
  assert.equal(asked('is there a media plan doc?').documents?.search, 'media plan');
  assert.equal(asked('does Trailhead Gear have a media plan?').documents?.search, 'media plan');
  assert.equal(asked('do we have an IO for Trailhead Gear?').documents?.search, 'insertion order');
  assert.equal(asked('any file called kickoff?').documents?.search, 'kickoff');
  assert.equal(asked('find the doc named “Creative Mockup”').documents?.search, 'creative mockup');
  // An audience or a name the user cannot see is never searched as a document: it is refused.
  assert.equal(asked('what documents does Globex have?').kind, 'refuse');
});

test('the newest or oldest one, a count, and the range they were uploaded in', () => {
  assert.equal(asked('the newest document').documents?.pick, 'newest');
  assert.equal(asked('whats the most recent upload for trailhead').documents?.pick, 'newest');
  assert.equal(asked('oldest file we have').documents?.pick, 'oldest');
  // "The latest documents" lists them (newest first); it does not pick one.
  assert.equal(asked('the latest documents').documents?.pick, undefined);
  assert.equal(asked('how many docuemnts does Trailhead Gear have').documents?.count, true);
  const last = asked('documents uploaded last month');
  assert.deepEqual(last.range, { named: 'Previous Month' });
});

test('"any new uploads?" asks for the recent ones; a yes-or-no question is answered yes or no first', () => {
  assert.equal(asked('any new uploads?').documents?.recent, true);
  assert.equal(asked('any new uploads?').documents?.yesOrNo, true);
  assert.equal(asked('what files were added recently for Trailhead Gear').documents?.recent, true);
  assert.equal(asked('list our documents').documents?.recent, undefined);
  assert.equal(asked('list our documents').documents?.yesOrNo, undefined);
});
