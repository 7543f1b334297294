import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ShareDialog } from './share-dialog';
import type { ShareTarget } from './share-links-api';

/** The Share button of a campaign report or a dashboard: opens the Share dialog. */
export function ShareButton(props: { clientId: number; target: ShareTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Share
      </Button>
      <ShareDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
