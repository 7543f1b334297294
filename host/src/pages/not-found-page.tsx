import { NOT_FOUND, useDocumentTitle } from '@beacon/shared/ui';
import { Button, Result } from 'antd';
import { useGoBack } from './use-go-back';

/** Any path that leads nowhere, and a client or page out of the user's reach. Spec section 2. */
export function NotFoundPage() {
  const goBack = useGoBack();
  useDocumentTitle(NOT_FOUND);
  return (
    <Result
      status="404"
      title="Oops. Nothing here..."
      subTitle={NOT_FOUND}
      extra={
        <Button type="primary" onClick={goBack}>
          Go Back
        </Button>
      }
    />
  );
}
