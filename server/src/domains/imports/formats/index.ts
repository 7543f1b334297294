/**
 * Reading delivery exports (Data in): the formats ad platforms export and Beacon's own, read row by row into
 * delivery rows or row errors, without a database. `docs/imports-formats.md` describes each format.
 */
export { readDeliveryFile } from './read-delivery-file';
export {
  DeliveryFileError,
  FORMAT_IDS,
  IMPORT_PLATFORMS,
  type DateOrder,
  type DeliveryFile,
  type DeliveryFileProblem,
  type DeliveryItem,
  type DeliveryRow,
  type FormatId,
  type ImportPlatform,
  type ReadOptions,
  type RowError,
  type SkippedLine,
} from './types';
