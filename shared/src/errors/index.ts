// `@beacon/shared/errors`: what an error says to the person who met it.
export { GENERIC_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, fieldLabel } from './messages';
export { isAbortError } from './cancellation';
export { describeError, describeFieldErrors, describeRefusal } from './describe-error';
