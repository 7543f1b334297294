import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ShareDialog } from './share-dialog';

/** The campaign report's Share button: opens the Share dialog. */
export function ShareButton(props: { clientId: number; campaignId: number; campaignName: string }) {
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
