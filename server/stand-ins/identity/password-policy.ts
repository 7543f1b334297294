import { CognitoError } from './errors';

// Cognito's "special characters" for its require-symbols rule.
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

/** The pool's policy (spec section 5): at least 8 characters with upper and lower case, a digit and a symbol. */
export function passwordPolicyProblem(password: string): string | null {
  if (password.length < 8) return 'Password not long enough';
  if (password.length > 256) return 'Password must have less than 256 characters';
  if (!/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (!/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (![...password].some((c) => SYMBOLS.has(c))) return 'Password must have symbol characters';
  // Cognito trims nothing but refuses a leading or trailing space.
  if (/^\s|\s$/.test(password)) return 'Password must not begin or end with a space';
  return null;
}

export function assertPasswordPolicy(password: string): void {
  const problem = passwordPolicyProblem(password);
  if (problem) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
}
