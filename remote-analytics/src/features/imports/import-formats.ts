/**
 * The formats a person may name when Beacon should not tell it from the file's header (the upload's `format`), with
 * the labels the hub gives the one it read (`formatLabel`).
 */
export const IMPORT_FORMATS = [
  { value: 'google-ads', label: 'Google Ads' },
  { value: 'meta-ads', label: 'Meta Ads' },
  { value: 'the-trade-desk', label: 'The Trade Desk' },
  { value: 'dv360', label: 'Display & Video 360' },
  { value: 'xandr', label: 'Xandr' },
  { value: 'adomni', label: 'Adomni' },
  { value: 'beacon', label: 'Beacon' },
] as const;

export type ImportFormat = (typeof IMPORT_FORMATS)[number]['value'];
