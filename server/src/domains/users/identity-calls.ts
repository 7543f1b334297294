import { HttpError } from '../../kernel/http/errors';

/**
 * A call to the identity provider about one person's account. An account the provider does not have (its 404) is
 * said in words, as the other rules of an account's state are (409), so that the person sees why, not
 * "404 - Not Found", and knows that nothing was changed.
 */
export async function atIdentityProvider<T>(email: string, refused: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
    const sentence = `${email} has no sign-in account at the identity provider, so ${refused}. Nothing was changed.`;
    // As the error's name too: the banner of disable and enable reads '{status} - {error}' (as for a stale save).
    throw new HttpError(409, sentence, [], sentence);
  }
}
