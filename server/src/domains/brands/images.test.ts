import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HttpError } from '../../kernel/http/errors';
import { checkImage } from './images';

const svg = (inner: string, attributes = '') =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`);

const refusal = (content: Buffer, fileName = 'logo.svg') => {
  try {
    checkImage('logo', fileName, content);
  } catch (error) {
    assert.ok(error instanceof HttpError);
    assert.equal(error.status, 400);
    return error.fields[0]!.message;
  }
  return null;
};

describe("a brand's uploaded image", () => {
  test('is typed by its content, whatever its name says', () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(16)]);
    assert.deepEqual(checkImage('logo', 'logo.jpg', png), { mimeType: 'image/png', extension: 'png' });
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    assert.equal(checkImage('background', 'bg', webp).mimeType, 'image/webp');
    assert.equal(checkImage('logo', 'a.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0])).extension, 'jpg');
    assert.equal(refusal(Buffer.from('GIF89a'), 'logo.gif'), 'logo.gif is not a PNG, SVG, JPEG or WebP image');
    assert.equal(refusal(Buffer.alloc(0), 'empty.png'), 'empty.png is empty');
  });

  test('an SVG that is a plain drawing is kept, with gradients and references inside it', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)" style="fill:url(\'#g\')"/><use href="#g"/>',
      ' xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"',
    );
    assert.equal(checkImage('logo', 'logo.svg', drawing).mimeType, 'image/svg+xml');
  });

  test('an SVG that could run or load anything is refused, saying what to remove', () => {
    const cases: [string, RegExp][] = [
      ['<script>alert(1)</script>', /a script/],
      ['<rect onclick="alert(1)"/>', /event handler/],
      ['<a href="javascript:alert(1)"><rect/></a>', /script address/],
      ['<foreignObject><div/></foreignObject>', /embedded content/],
      ['<image href="https://evil.test/x.png"/>', /link to another address/],
      ['<use xlink:href="https://evil.test/s.svg#a"/>', /link to another address/],
      ['<style>@import url(https://evil.test/a.css);</style>', /style that loads/],
      ['<rect fill="url(https://evil.test/p)"/>', /style that loads/],
      ['<set attributeName="href" to="x"/>', /animation of a link/],
    ];
    for (const [inner, reason] of cases) assert.match(refusal(svg(inner)) ?? 'kept', reason, inner);
    assert.match(refusal(Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')) ?? 'kept', /not a PNG|DOCTYPE/);
  });
});
