/**
 * QuickBooks Online's error bodies. Faults of the request itself (a query it cannot parse, an object it cannot
 * find, throttling, a system failure) come as `{"Fault":{"Error":[{"Message","Detail","code"}],"type"},"time"}`;
 * a refused token comes from Intuit's gateway in its own lower-case form,
 * `{"fault":{"error":[{"message":"message=AuthenticationFailed; errorCode=003200; statusCode=401","detail","code"}],"type":"AUTHENTICATION"}}`.
 */
export interface QboError {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

const time = () => new Date().toISOString().replace('Z', '-00:00');

export const fault = (status: number, type: string, code: string, message: string, detail: string): QboError => ({
  status,
  body: { Fault: { Error: [{ Message: message, Detail: detail, code }], type }, time: time() },
});

export const authenticationFailed = (detail: string): QboError => ({
  status: 401,
  body: {
    fault: {
      error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail, code: '3200' }],
      type: 'AUTHENTICATION',
    },
    time: time(),
  },
});

export const authorizationFailed = (): QboError => ({
  status: 403,
  body: {
    fault: {
      error: [
        {
          message: 'message=ApplicationAuthorizationFailed; errorCode=003100; statusCode=403',
          detail: 'The application is not authorized to access this company.',
          code: '3100',
        },
      ],
      type: 'AUTHORIZATION',
    },
    time: time(),
  },
});

export const throttled = (): QboError =>
  fault(
    429,
    'SERVICE',
    '3001',
    'message=ThrottleExceeded; errorCode=003001; statusCode=429',
    'The request limit was reached.',
  );

export const systemFailure = (status: 500 | 503): QboError =>
  fault(
    status,
    'SystemFault',
    '10000',
    'An application error has occurred while processing your request',
    'System Failure Error: An unexpected error occurred while accessing or saving your data.',
  );

export const queryParserError = (detail: string): QboError =>
  fault(400, 'ValidationFault', '4000', 'Error parsing query', `QueryParserError: ${detail}`);

export const objectNotFound = (entity: string, id: string): QboError =>
  fault(
    400,
    'ValidationFault',
    '610',
    'Object Not Found',
    `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees. (${entity} ${id})`,
  );

/** A parameter missing (2020, "Required param missing") or one QuickBooks does not take (2010), as ValidationFault. */
export const validationFault = (parameter: string, detail: string, missing = false): QboError =>
  fault(
    400,
    'ValidationFault',
    missing ? '2020' : '2010',
    missing
      ? 'Required param missing, need to supply the required value for the API'
      : 'Request has invalid or unsupported property',
    `${parameter}: ${detail}`,
  );
