import { Result } from 'antd';

/** Spec sections 2 and 8: a client, advertiser or campaign out of reach is 'Not found', nothing more. */
export function NotFound() {
  return (
    <Result status="404" title="Not found" subTitle="This page does not exist, or you do not have access to it." />
  );
}
