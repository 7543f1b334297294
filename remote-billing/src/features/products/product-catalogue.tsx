import { type LoadStatus } from '@beacon/shared/api';
import {
  EmptyState,
  LoadFailed,
  NoResults,
  SearchBox,
  buildSearchIndex,
  filterBySearch,
  type GridColumn,
} from '@beacon/shared/ui';
import { Col, Flex, Row, Skeleton, Card, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ProductCard } from './product-card';
import type { Product, ProductCategory } from './product';

// What the search reads: the same helpers as the grid's search, over the words of a card.
const SEARCHED: GridColumn<Product>[] = [
  { key: 'name', title: 'Name', text: (p) => p.name },
  { key: 'description', title: 'Description', text: (p) => p.description },
  { key: 'category', title: 'Category', text: (p) => p.category.name },
  { key: 'pricing', title: 'Pricing', text: (p) => p.pricing },
];

interface ProductCatalogueProps {
  products: Product[] | undefined;
  status: LoadStatus;
  onRetry: () => void;
  /** All services, grouped under their categories (otherwise one category's cards). */
  grouped: boolean;
  categories: ProductCategory[];
  onContact: (product: Product) => void;
}

function Cards({ products, onContact }: { products: readonly Product[]; onContact: (product: Product) => void }) {
  return (
    <Row gutter={[16, 16]}>
      {products.map((product) => (
        <Col key={product.id} xs={24} md={12} xl={8}>
          <ProductCard product={product} onContact={onContact} />
        </Col>
      ))}
    </Row>
  );
}

/** Services as cards, searchable; on 'all' grouped under their categories in the catalogue's order. */
export function ProductCatalogue({ products, status, onRetry, grouped, categories, onContact }: ProductCatalogueProps) {
  const [query, setQuery] = useState('');
  const index = useMemo(() => buildSearchIndex(products ?? [], SEARCHED), [products]);
  const found = useMemo(() => filterBySearch(products ?? [], index, query), [products, index, query]);

  const groups = useMemo(() => {
    if (!grouped) return [];
    const order = new Map(categories.map((c, i) => [c.slug, i]));
    const bySlug = new Map<string, Product[]>();
    for (const product of found)
      bySlug.set(product.category.slug, [...(bySlug.get(product.category.slug) ?? []), product]);
    return [...bySlug.entries()].sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99));
  }, [found, grouped, categories]);

  let body;
  if (status === 'error') body = <LoadFailed title="The services could not be loaded" onRetry={onRetry} />;
  else if (status !== 'success') {
    body = (
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} md={12} xl={8}>
            <Card>
              <Skeleton active />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (!products?.length)
    body = <EmptyState title="No Services" description="There are no services in this category yet." />;
  else if (!found.length) body = <NoResults query={query.trim()} onClear={() => setQuery('')} />;
  else if (!grouped) body = <Cards products={found} onContact={onContact} />;
  else {
    body = (
      <Flex vertical gap={28}>
        {groups.map(([slug, list]) => {
          const group = categories.find((c) => c.slug === slug);
          return (
            <section key={slug} aria-label={group?.name ?? list[0]!.category.name}>
              <Typography.Title level={3} style={{ fontSize: 18, marginBottom: 2 }}>
                {group?.name ?? list[0]!.category.name}
              </Typography.Title>
              {group && (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
                  {group.description}
                </Typography.Paragraph>
              )}
              <Cards products={list} onContact={onContact} />
            </section>
          );
        })}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={20}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <SearchBox
          label="Search services"
          value={query}
          onChange={setQuery}
          disabled={status !== 'success' || !products?.length}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {status === 'success' && products?.length
            ? query.trim()
              ? `${found.length} of ${products.length} services`
              : `${products.length} ${products.length === 1 ? 'service' : 'services'}`
            : ''}
        </Typography.Text>
      </Flex>
      {body}
    </Flex>
  );
}
