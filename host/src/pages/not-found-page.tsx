import { Button, Result } from 'antd';
import { useGoBack } from './use-go-back';

/** Any path that leads nowhere. Spec section 2. */
export function NotFoundPage() {
  const goBack = useGoBack();
  return (
    <Result
      status="404"
      title="Oops. Nothing here..."
      subTitle="Not found"
      extra={
        <Button type="primary" onClick={goBack}>
          Go Back
        </Button>
      }
    />
  );
}
