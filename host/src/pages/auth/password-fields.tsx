import { failedPasswordRules, PASSWORD_HINT, type PasswordRule } from '../../auth/password';
import { PasswordField } from './auth-fields';

const RULE_TEXT: Record<PasswordRule, string> = {
  match: 'The passwords do not match.',
  length: 'At least 8 characters.',
  uppercase: 'Add an uppercase letter.',
  lowercase: 'Add a lowercase letter.',
  digit: 'Add a number.',
  symbol: 'Add a special character.',
};

/** A new password typed twice, with the spec's hint and visibility toggles; says which rule is not met yet. */
export function PasswordFields({
  password,
  confirmation,
  onChange,
  disabled,
  label = 'New password',
}: {
  password: string;
  confirmation: string;
  onChange: (next: { password: string; confirmation: string }) => void;
  disabled?: boolean;
  label?: string;
}) {
  const failed = password ? failedPasswordRules(password, confirmation) : [];
  const strength = failed.find((rule) => rule !== 'match');
  const problem = strength ? RULE_TEXT[strength] : null;
  const mismatch = confirmation && failed.includes('match') ? RULE_TEXT.match : null;
  return (
    <>
      <PasswordField
        label={label}
        help={problem ?? PASSWORD_HINT}
        warning={!!problem}
        autoComplete="new-password"
        value={password}
        disabled={disabled}
        onChange={(e) => onChange({ password: e.target.value, confirmation })}
      />
      <PasswordField
        label={`Confirm ${label.toLowerCase()}`}
        help={mismatch ?? undefined}
        warning={!!mismatch}
        autoComplete="new-password"
        value={confirmation}
        disabled={disabled}
        onChange={(e) => onChange({ password, confirmation: e.target.value })}
      />
    </>
  );
}
