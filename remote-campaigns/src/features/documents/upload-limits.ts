/** The hub's limit per file (server/src/kernel/http: UPLOAD_LIMIT_BYTES), checked before sending so nothing large travels for nothing. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** The extensions the hub stores; it checks them again, with the content, and its answer wins. */
export const ACCEPTED_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'csv',
  'txt',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
];

/** Why a file cannot be uploaded, in words for the person choosing it; null when it may go. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!ACCEPTED_EXTENSIONS.includes(extension))
    return `${file.name}: this type of file is not accepted (PDF, images, CSV, text and Office documents are).`;
  if (file.size > UPLOAD_LIMIT_BYTES) return `${file.name} is larger than the 10 MB limit.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
