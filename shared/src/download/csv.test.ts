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
