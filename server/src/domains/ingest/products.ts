import { Type, type Static } from 'typebox';
import { tables } from '../../kernel/access/scoped';
import type { FieldError } from '../../kernel/http/errors';
import { Nullable } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { isAnyOf } from '../../kernel/db/sql';
import { BY_EXTERNAL_ID, type AgencyEntity } from './batch';
import { Budget, ExternalId, Name, RecordSchema, Text } from './schemas';
import { agencyIds, cents, idsBy, keysOf, writeByExternalId, writeRecords } from './upsert';

const Slug = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });

const CategoryRecord = RecordSchema({
  slug: Slug,
  name: Name(),
  description: Type.Optional(Text(2000)),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
type CategoryRecord = Static<typeof CategoryRecord>;

/** The product categories of these slugs: each one's id, by its slug. */
async function categoryIds(tx: Database, slugs: string[]): Promise<Map<string, number>> {
  const rows = await tables(tx)
    .selectFrom('product_categories')
    .select(['id', 'slug'])
    .where(isAnyOf('slug', slugs))
    .execute();
  return idsBy('slug', rows);
}

/** The categories of the services catalogue, known by their slug (the address of their page, /services/{slug}). */
export const productCategories: AgencyEntity<CategoryRecord> = {
  level: 'agency',
  name: 'product-categories',
  summary: 'Create or update product categories',
  description: "The agency's key only. A category is known by its slug; products name it by categorySlug.",
  record: CategoryRecord,
  keyOf: (r) => r.slug,
  keyField: 'slug',
  async plan(tx, items) {
    const found = await categoryIds(
      tx,
      items.map((i) => i.record.slug),
    );
    return {
      problems: [],
      write: () =>
        writeRecords(tx, {
          table: 'product_categories',
          key: 'slug',
          items,
          found,
          keyOf: (r) => r.slug,
          row: (r) => ({
            slug: r.slug,
            name: r.name.trim(),
            description: r.description ?? '',
            position: r.position ?? 0,
          }),
          within: null,
        }),
    };
  },
};

const ProductRecord = RecordSchema({
  externalId: ExternalId,
  categorySlug: Slug,
  name: Name(),
  description: Type.Optional(Text(2000)),
  pricing: Type.Optional(Text(200)),
  startingPrice: Type.Optional(Nullable(Budget)),
});
type ProductRecord = Static<typeof ProductRecord>;

/** The services the agency sells, the same for every client. */
export const products: AgencyEntity<ProductRecord> = {
  level: 'agency',
  name: 'products',
  summary: 'Create or update products',
  description: "The agency's key only: the services catalogue is the same for every client.",
  record: ProductRecord,
  ...BY_EXTERNAL_ID,
  async plan(tx, items) {
    const found = await agencyIds(tx, 'products', keysOf(items));
    const categoryOf = await categoryIds(
      tx,
      items.map((i) => i.record.categorySlug),
    );
    const problems: FieldError[] = items.flatMap(({ index, record }) =>
      categoryOf.has(record.categorySlug)
        ? []
        : [{ field: `records.${index}.categorySlug`, message: 'no product category has this slug' }],
    );
    return {
      problems,
      write: () =>
        writeByExternalId(tx, 'products', {
          items,
          found,
          row: (r) => ({
            external_id: r.externalId,
            category_id: categoryOf.get(r.categorySlug)!,
            name: r.name.trim(),
            description: r.description ?? '',
            pricing: r.pricing ?? '',
            starting_price: r.startingPrice === undefined || r.startingPrice === null ? null : cents(r.startingPrice),
          }),
          scope: null,
        }),
    };
  },
};
