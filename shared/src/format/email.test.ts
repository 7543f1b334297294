import { isEmail } from './email';

describe('email check', () => {
  it('accepts ordinary addresses, even pasted with spaces around them', () => {
    for (const value of [
      'jane.doe@agency.com',
      'j+beacon@mail.agency.co.uk',
      "o'neil@acme-outdoor.test",
      '  jane@agency.com ',
    ])
      expect(isEmail(value)).toBe(true);
  });

  it('refuses what is not one address, lists and display names included', () => {
    for (const value of [
      '',
      'jane',
      'jane@',
      '@agency.com',
      'jane@agency',
      'jane doe@agency.com',
      'jane@@agency.com',
      'a@acme.test,evil@x.test',
      'a,evil@x.test',
      'a@acme.test;evil@x.test',
      'Boss <evil@x.test>',
      '<evil@x.test>',
      '"evil@x.test"@acme.test',
      'a@acme.test\nBcc: evil@x.test',
      `${'a'.repeat(250)}@x.test`,
      null,
      undefined,
    ])
      expect(isEmail(value)).toBe(false);
  });
});
