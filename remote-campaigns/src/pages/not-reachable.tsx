import { Result } from 'antd';

/** Spec sections 2 and 8: a client, campaign or advertiser outside the user's reach is 'Not found', without saying whether it exists. */
export function NotReachable() {
  return (
    <Result status="404" title="Not found" subTitle="This page does not exist, or you do not have access to it." />
  );
}
