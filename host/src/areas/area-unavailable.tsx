import type { RemoteName } from '@beacon/shared/contract';
import { useBrandStore } from '@beacon/shared/ui';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { areaTitle, useAreasStore } from '../federation/areas-store';
import { retryArea } from '../federation/load-areas';

/**
 * What an area shows while its remote cannot be loaded, or was refused: the rest of the product keeps working (in
 * the host's brand's words: Northwind Fitness on Northwind's host names).
 */
export function AreaUnavailable({ name }: { name: RemoteName }) {
  const area = useAreasStore((state) => state.areas[name]);
  const product = useBrandStore((state) => state.brand.name);
  const [retrying, setRetrying] = useState(false);
  if (!area) return null;
  const title = areaTitle(area);
  if (area.status === 'incompatible') {
    return (
      <Result
        status="warning"
        title={`${title} cannot be shown by this version of ${product}`}
        subTitle={`Release ${area.version} was refused. ${area.problem ?? ''}`}
      />
    );
  }
  const retry = async () => {
    setRetrying(true);
    await retryArea(name);
    setRetrying(false);
  };
  return (
    <Result
      status="warning"
      title={`${title} is unavailable`}
      subTitle={`This part of ${product} could not be loaded just now. Everything else keeps working.`}
      extra={
        <Button type="primary" loading={retrying || area.status === 'loading'} onClick={() => void retry()}>
          Retry
        </Button>
      }
    />
  );
}
