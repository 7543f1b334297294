import { MessageOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { productPrice, type Product } from './product';

/** One service: what it is, how it is priced, and a way to ask about it. */
export function ProductCard({ product, onContact }: { product: Product; onContact: (product: Product) => void }) {
  return (
    <Card
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 10 } }}
    >
      <article aria-label={product.name} style={{ display: 'contents' }}>
        <Typography.Title level={4} style={{ margin: 0, fontSize: 17 }}>
          {product.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1 }}>
          {product.description}
        </Typography.Paragraph>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong>{productPrice(product)}</Typography.Text>
          <Button
            icon={<MessageOutlined />}
            onClick={() => onContact(product)}
            aria-label={`Ask us about ${product.name}`}
          >
            Ask us
          </Button>
        </Flex>
      </article>
    </Card>
  );
}
