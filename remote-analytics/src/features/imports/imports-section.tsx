import { isAdminTypeRole } from '@beacon/shared/access';
import { useCurrentUser } from '@beacon/shared/session';
import { Card, Typography } from 'antd';
import { ImportHistory } from './import-history';
import { ImportPanel } from './import-panel';

/**
 * "Data in": a delivery report an ad platform exported, imported into the client's line items, and the client's
 * imports. For those the hub lets import (agency staff and the client's Admin); others see nothing of it.
 */
export function ImportsSection({ clientId }: { clientId: number }) {
  const role = useCurrentUser()?.role;
  if (role === undefined || !isAdminTypeRole(role)) return null;
  return (
    <>
      <Card title="Import a delivery report">
        <section aria-label="Import a delivery report">
          <Typography.Paragraph type="secondary">
            Each row goes to the line item its ID names, for any of this client&apos;s advertisers. An import replaces
            the delivery Beacon had for the same line items, days and regions, and can be undone.
          </Typography.Paragraph>
          <ImportPanel clientId={clientId} />
        </section>
      </Card>
      <Card title="Import history">
        <section aria-label="Import history">
          <ImportHistory clientId={clientId} />
        </section>
      </Card>
    </>
  );
}
