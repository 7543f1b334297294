import { ATTACHMENT_FILENAME_REQUIRED, ATTACHMENT_REQUIRED, attachmentFilename } from './content-disposition';

it('reads the file name of an attachment, quoted, bare or RFC 6266 encoded', () => {
  expect(attachmentFilename('attachment; filename="INV-100231.pdf"')).toBe('INV-100231.pdf');
  expect(attachmentFilename('Attachment; filename=report.csv')).toBe('report.csv');
  expect(attachmentFilename(`attachment; filename="x.pdf"; filename*=UTF-8''Caf%C3%A9%20plan.pdf`)).toBe(
    'Café plan.pdf',
  );
  expect(attachmentFilename('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
});

it('refuses what is not an attachment, in the words of spec section 5', () => {
  expect(() => attachmentFilename('inline; filename="photo.png"')).toThrow(ATTACHMENT_REQUIRED);
  expect(() => attachmentFilename(undefined)).toThrow(ATTACHMENT_REQUIRED);
  expect(ATTACHMENT_REQUIRED).toBe('Content Disposition header must have attachment');
});

it('refuses an attachment without a file name', () => {
  expect(() => attachmentFilename('attachment')).toThrow(ATTACHMENT_FILENAME_REQUIRED);
  expect(() => attachmentFilename('attachment; filename=""')).toThrow(ATTACHMENT_FILENAME_REQUIRED);
  expect(ATTACHMENT_FILENAME_REQUIRED).toBe('Content Disposition header must have attachment filename');
});

it('never lets a file name carry a path', () => {
  expect(attachmentFilename('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
});
