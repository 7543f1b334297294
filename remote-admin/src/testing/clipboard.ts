/** A clipboard that keeps what the page copies to it (jsdom has none): the copies, as the mock's calls. */
export function fakeClipboard() {
  const writeText = jest.fn(async (_text: string) => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  return writeText;
}
