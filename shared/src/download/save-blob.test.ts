import { BLOB_URL_LIFETIME_MS, saveBlob } from './save-blob';

const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = jest.fn(() => {
    created.push(`blob:test/${created.length + 1}`);
    return created[created.length - 1]!;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});

afterEach(() => jest.useRealTimers());

it('clicks a link named after the file, and revokes its object URL after 4 hours, not before', () => {
  const clicks: { href: string; download: string }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  saveBlob(new Blob(['%PDF-1.7']), 'INV-1.pdf');
  expect(clicks).toEqual([{ href: 'blob:test/1', download: 'INV-1.pdf' }]);
  expect(document.querySelector('a')).toBeNull();
  expect(BLOB_URL_LIFETIME_MS).toBe(4 * 60 * 60 * 1000);
  jest.advanceTimersByTime(BLOB_URL_LIFETIME_MS - 1);
  expect(revoked).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(revoked).toEqual(['blob:test/1']);
  click.mockRestore();
});
