import { UTF8_BOM, toCsv } from './csv';

it('starts with the UTF-8 byte order mark and ends lines with CRLF', () => {
  const csv = toCsv(['Invoice', 'Total'], [['INV-1', 1200.5]]);
  expect(UTF8_BOM).toBe('\uFEFF');
  expect(csv).toBe('\uFEFFInvoice,Total\r\nINV-1,1200.5\r\n');
});

it('quotes commas, quotes, line breaks and edge spaces, and leaves empty cells empty', () => {
  expect(toCsv(['a', 'b', 'c', 'd'], [['Smith, Jones', 'say "hi"', null, ' padded ']])).toBe(
    '\uFEFFa,b,c,d\r\n"Smith, Jones","say ""hi""",," padded "\r\n',
  );
  expect(toCsv(['a'], [['two\nlines']])).toBe('\uFEFFa\r\n"two\nlines"\r\n');
});

it('writes booleans as words and numbers that are not finite as empty cells', () => {
  expect(toCsv(['a', 'b', 'c'], [[true, false, Number.NaN]])).toBe('\uFEFFa,b,c\r\ntrue,false,\r\n');
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
  ['\tplain', "'\tplain"],
  ['\r=1', '"\'\r=1"'],
  ['  =1', "'  =1"],
  [' =1+1', "' =1+1"],
  ['\u3000=1+1', "'\u3000=1+1"],
  ['\uFF1D1+1', "'\uFF1D1+1"],
  ['\uFF0B1+1', "'\uFF0B1+1"],
  ['\uFF0D1+1', "'\uFF0D1+1"],
  ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
  [' \uFF1D1+1', "' \uFF1D1+1"],
])('neutralises the formula cell %j with a leading apostrophe, in rows and in the header', (value, expected) => {
  expect(toCsv([value], [[value]])).toBe(`\uFEFF${expected}\r\n${expected}\r\n`);
});

it('leaves numbers, negative and formatted ones included, as numbers', () => {
  expect(toCsv(['n'], [['-7'], ['3.25'], [-1.5], ['-1,250.50'], ['-$3.50'], ['-12%']])).toBe(
    '\uFEFFn\r\n-7\r\n3.25\r\n-1.5\r\n"-1,250.50"\r\n-$3.50\r\n-12%\r\n',
  );
});

it('writes without the mark, with LF line ends and no last line end when asked', () => {
  expect(toCsv(['a'], [['1'], ['2']], { bom: false, newline: '\n', finalNewline: false })).toBe('a\n1\n2');
});
