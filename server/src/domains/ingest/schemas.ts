import { Type, type TProperties, type TSchema } from 'typebox';
import { Id, IsoDate, Nullable } from '../../kernel/http/schemas';

/** A batch holds up to this many records, written all together or not at all. */
export const MAX_RECORDS = 10_000;

/** Text without control characters (PostgreSQL refuses NUL; the rest has no place in a name). */
const text = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: '^[^\\u0000-\\u001f]*$' });

/** A name: something besides spaces. */
export const Name = (maxLength = 200) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001f]*\\S[^\\u0000-\\u001f]*$' });
export const Text = text;
export const OptionalText = (maxLength: number) => Type.Optional(Nullable(text(maxLength)));

/** The agency's own id of a record (its warehouse key): a batch posted again finds its records by it. */
export const ExternalId = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[^\\u0000-\\u001f]*$',
  description: "The agency's own id of the record: unique per client (per agency for clients and products)",
});

export const Day = IsoDate;
/** An amount of money in dollars (numeric(14, 2)). */
export const Money = Type.Number({ minimum: -999_999_999_999, maximum: 999_999_999_999 });
export const Budget = Type.Number({ minimum: 0, maximum: 999_999_999_999 });
/** A count that fits PostgreSQL's integer. */
export const Count = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/**
 * Which client a record belongs to: with a client's key, that client (either field may name it, nothing else);
 * with the agency's key, one of the two is required.
 */
export const ClientRef = {
  clientId: Type.Optional(Id),
  clientExternalId: Type.Optional(ExternalId),
};

export const RecordSchema = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

export const Batch = <R extends TSchema>(record: R) =>
  Type.Object({ records: Type.Array(record, { minItems: 1, maxItems: MAX_RECORDS }) }, { additionalProperties: false });

/** What a batch did: every record is created, updated or unchanged (a batch posted twice changes nothing). */
export const BatchResult = Type.Object({
  data: Type.Object({
    records: Type.Integer(),
    created: Type.Integer(),
    updated: Type.Integer(),
    unchanged: Type.Integer(),
    /** Daily delivery: the import each client's rows made (undone in the portal's Imports, or by the hub's undoImport). */
    imports: Type.Optional(Type.Array(Type.Object({ clientId: Type.Integer(), importId: Type.Integer() }))),
  }),
});
