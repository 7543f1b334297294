/**
 * One email address, as a form takes it (WHATWG's rule for `<input type=email>`, with a dot in the domain): no
 * display name, comma, semicolon, angle bracket, quote or space, so that no mailer reads it as a list or as someone
 * else's address (`a@acme.test,evil@x.test`, `Boss <evil@x.test>`). The server's schemas and the forms use this one.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";

const EMAIL = new RegExp(EMAIL_PATTERN);

/** Whether a typed value is one email address; surrounding spaces from a paste are ignored. */
export function isEmail(value: string | null | undefined): boolean {
  const address = (value ?? '').trim();
  return address.length <= 254 && EMAIL.test(address);
}
