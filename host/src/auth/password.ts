const PASSWORD_MIN_LENGTH = 8;

/** Shown under every new-password field. */
export const PASSWORD_HINT = '8 characters w/ uppercase, lowercase, number, special.';

/** The password rules, in the order they are checked. */
export const PASSWORD_RULES = ['match', 'length', 'uppercase', 'lowercase', 'digit', 'symbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

// The identity provider (Cognito) counts these characters, and only these, as special: a password the form
// accepts must not be refused by the pool. Letters are plain Latin letters for the same reason.
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

const passes: Record<PasswordRule, (password: string, confirmation: string) => boolean> = {
  match: (password, confirmation) => password === confirmation,
  length: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /[A-Z]/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  symbol: (password) => SYMBOLS.test(password),
};

/** Every rule a new password and its confirmation break, in rule order; empty when the password is good. */
export function failedPasswordRules(password: string, confirmation: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !passes[rule](password, confirmation));
}

/** The first rule a new password breaks, or null when it is good. */
export function failedPasswordRule(password: string, confirmation: string): PasswordRule | null {
  return failedPasswordRules(password, confirmation)[0] ?? null;
}

export function isValidPassword(password: string, confirmation: string): boolean {
  return failedPasswordRule(password, confirmation) === null;
}
