import { useId, useInsertionEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { ensureSignInStyles } from './sign-in-styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

interface FieldProps extends InputProps {
  label: string;
  help?: ReactNode;
  warning?: boolean;
}

/** A labelled field with an optional hint under it; `warning` colours it when a rule is not met yet. */
export function TextField({ label, help, warning, ...input }: FieldProps) {
  const id = useId();
  useInsertionEffect(ensureSignInStyles, []);
  return (
    <div className="bcn-field">
      <label htmlFor={id}>{label}</label>
      <div className={inputClass(input.disabled, warning)}>
        <input id={id} {...input} />
      </div>
      {help && <div className={warning ? 'bcn-help bcn-warning' : 'bcn-help'}>{help}</div>}
    </div>
  );
}

/** A password field whose text can be shown or hidden (spec section 5). */
export function PasswordField({ label, help, warning, ...input }: FieldProps) {
  const id = useId();
  useInsertionEffect(ensureSignInStyles, []);
  const [visible, setVisible] = useState(false);
  return (
    <div className="bcn-field">
      <label htmlFor={id}>{label}</label>
      <div className={inputClass(input.disabled, warning)}>
        <input id={id} {...input} type={visible ? 'text' : 'password'} />
        <button
          type="button"
          className="bcn-eye"
          aria-pressed={visible}
          title={visible ? 'Hide the text' : 'Show the text'}
          aria-label={visible ? 'Hide the text' : 'Show the text'}
          disabled={input.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={!visible} />
        </button>
      </div>
      {help && <div className={warning ? 'bcn-help bcn-warning' : 'bcn-help'}>{help}</div>}
    </div>
  );
}

function inputClass(disabled: boolean | undefined, warning: boolean | undefined): string {
  return ['bcn-input', disabled && 'bcn-disabled', warning && 'bcn-warning'].filter(Boolean).join(' ');
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** The form's main button: a spinner while busy. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={busy ? 'bcn-button bcn-busy' : 'bcn-button'} disabled={disabled} aria-busy={busy}>
      {busy && <span className="bcn-spinner" aria-hidden />}
      <span>{children}</span>
    </button>
  );
}
