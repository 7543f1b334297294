// `@beacon/shared/download`: files from the API saved under their own names, and the hook pages use for it.
export { saveCsv } from './csv';
export { saveBlob } from './save-blob';
export { fileOf } from './download-file';
export { useDownload } from './use-download';
