import { NOT_FOUND, useDocumentTitle } from '@beacon/shared/ui';
import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../observability/error-reporting';
import { useGoBack } from './use-go-back';

/** The routing error page: 404 reads "Oops. Nothing here...", anything else is a 500. Spec sections 2 and 8. */
export function RouteErrorPage() {
  const error = useRouteError();
  const goBack = useGoBack();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) reportError(error);
  useDocumentTitle(notFound ? NOT_FOUND : 'Something went wrong');
  return (
    <Result
      status={notFound ? '404' : '500'}
      title={notFound ? 'Oops. Nothing here...' : 'Oops. Something went wrong...'}
      extra={
        <Button type="primary" onClick={goBack}>
          Go Back
        </Button>
      }
    />
  );
}
