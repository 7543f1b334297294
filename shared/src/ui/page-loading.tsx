import { Flex, Spin } from 'antd';

/** Shown while a page's code arrives. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </Flex>
  );
}
