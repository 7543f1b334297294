import { loadOf } from '@beacon/shared/api';
import { parseId, paths } from '@beacon/shared/paths';
import { EmptyState, OutOfReach, PageHeader, PageTabs } from '@beacon/shared/ui';
import { Button, Flex } from 'antd';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAccountManagerContact } from '../features/account-manager/account-manager-contact';
import { useProductCategories } from '../features/products/get-product-categories';
import { useProducts } from '../features/products/get-products';
import { ProductCatalogue } from '../features/products/product-catalogue';
import type { Product } from '../features/products/product';

const ALL = 'all';

/** `/clients/{clientId}/services/all` and `/services/{productCategory}`: the agency's services, by category. */
export default function ServicesPage() {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const slug = params.productCategory ?? ALL;
  const navigate = useNavigate();
  const categories = useProductCategories();
  const products = useProducts(slug === ALL ? null : slug);
  const { contact, dialog, button } = useAccountManagerContact(clientId);
  const askAbout = useCallback(
    (product: Product) => contact({ title: `Ask about ${product.name}`, subject: `Interested in ${product.name}` }),
    [contact],
  );

  if (clientId === null) return <OutOfReach />;
  const list = categories.data ?? [];
  const category = list.find((c) => c.slug === slug) ?? null;
  const unknown = slug !== ALL && categories.status === 'success' && !category;
  const allServices = paths.services(clientId);

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Services"
        description={
          category?.description ??
          'Everything Beacon Media can run for your brands. Ask your account manager about any of them.'
        }
        extra={button}
      />
      <PageTabs
        activeKey={unknown ? undefined : slug}
        onChange={(key) => void navigate(paths.services(clientId, key))}
        items={[{ key: ALL, label: 'All services' }, ...list.map((c) => ({ key: c.slug, label: c.name }))]}
        style={{ marginBottom: -8 }}
      />
      {unknown ? (
        <EmptyState
          title="Not found"
          description="There is no such category of services."
          action={
            <Button type="primary" onClick={() => void navigate(allServices)}>
              See all services
            </Button>
          }
        />
      ) : (
        <ProductCatalogue
          key={slug}
          products={products.data}
          {...loadOf(products)}
          grouped={slug === ALL}
          categories={list}
          onContact={askAbout}
        />
      )}
      {dialog}
    </Flex>
  );
}
