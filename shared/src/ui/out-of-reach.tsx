import { Result } from 'antd';
import { useDocumentTitle } from './document-title';

/** Spec sections 2 and 8: the words of a page out of reach. */
export const NOT_FOUND = 'Not found';

/**
 * A client, advertiser, campaign or page out of the user's reach, in every area: 'Not found', without saying
 * whether it exists (spec sections 2 and 8). The document's title says so too, not the title of what was asked.
 */
export function OutOfReach() {
  useDocumentTitle(NOT_FOUND);
  return (
    <Result status="404" title={NOT_FOUND} subTitle="This page does not exist, or you do not have access to it." />
  );
}
