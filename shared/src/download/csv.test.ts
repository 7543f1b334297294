import { UTF8_BOM, toCsv } from './csv';

it('starts with the UTF-8 byte order mark and ends lines with CRLF', () => {
  const csv = toCsv(['Invoice', 'Total'], [['INV-1', 1200.5]]);
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  expect(UTF8_BOM).toBe('\uFEFF');
  expect(csv).toBe('\uFEFFInvoice,Total\r\nINV-1,1200.5\r\n');
});

it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
  expect(toCsv(['a', 'b', 'c'], [['Smith, Jones', 'say "hi"', null]])).toBe(
    '\uFEFFa,b,c\r\n"Smith, Jones","say ""hi""",\r\n',
  );
  expect(toCsv(['a'], [['two\nlines']])).toBe('\uFEFFa\r\n"two\nlines"\r\n');
});

it('keeps a cell that looks like a formula as text, but not a negative number', () => {
  expect(toCsv(['a', 'b', 'c'], [['=HYPERLINK("x")', '-12.5', -3]])).toBe(
    '\uFEFFa,b,c\r\n"\'=HYPERLINK(""x"")",-12.5,-3\r\n',
  );
});

it.each([
  ['=1+1', "'=1+1"],
  ['+cmd|" /C calc"!A0', '"\'+cmd|"" /C calc""!A0"'],
  ['-2+3', "'-2+3"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\t=1', "'\t=1"],
  ['\r=1', '"\'\r=1"'],
  ['  =1', "'  =1"],
  ['\uFF1D1+1', "'\uFF1D1+1"],
])('neutralises the formula cell %j with a leading quote, in rows and in the header', (value, expected) => {
  expect(toCsv([value], [[value]])).toBe(`\uFEFF${expected}\r\n${expected}\r\n`);
});

it('leaves plain numbers, negative ones included, as numbers', () => {
  expect(toCsv(['n'], [['-7'], ['3.25'], [-1.5]])).toBe('\uFEFFn\r\n-7\r\n3.25\r\n-1.5\r\n');
});
