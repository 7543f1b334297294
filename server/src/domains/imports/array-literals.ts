/**
 * Columns of a batch of delivery rows as PostgreSQL array literals (`{1,2,3}`), each sent as one text parameter and
 * cast where the statement reads it (`${ints(...)}::int[]`). The driver's own encoding of a JavaScript array quotes
 * and escapes element by element; for a batch of 10,000 rows' thirteen columns it took longer than the database
 * took to write them.
 */

/** Whole numbers (ids, counts): written as they are. */
export const intsLiteral = (values: readonly number[]): string => `{${values.join(',')}}`;

/** Amounts with two decimals (spend). */
export const amountsLiteral = (values: readonly number[]): string =>
  `{${values.map((value) => value.toFixed(2)).join(',')}}`;

const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;

/** Texts (and days as yyyy-MM-dd), each quoted; null is SQL's NULL. */
export const textsLiteral = (values: readonly (string | null)[]): string =>
  `{${values
    .map((value) =>
      value === null ? 'NULL' : `"${NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, '\\$&') : value}"`,
    )
    .join(',')}}`;
