import { useEffect, useRef, useState } from 'react';
import { validateField, type FieldType } from '../../domain/validation/field.rules';

export interface ValidatedFieldProps {
  readonly name: string;
  readonly type: FieldType;
  readonly label: string;
  readonly value: string;
  /** The server's message for this field (already translated), or null. */
  readonly error: string | null;
  /** Translated messages by key, for the keys the field rules can give. */
  readonly messages: Readonly<Record<string, string>>;
  readonly debounceMs: number;
  readonly autoComplete: string;
  /** The strings of the password visibility toggle; null for other fields. */
  readonly toggle: { readonly show: string; readonly hide: string } | null;
}

/**
 * A form field that checks itself as the reader types, after a pause of `debounceMs`,
 * with a show/hide toggle for passwords. Without JavaScript it is a plain input the server checks.
 */
export function ValidatedField(props: ValidatedFieldProps) {
  const { name, type, label, debounceMs, messages, toggle } = props;
  const [value, setValue] = useState(props.value);
  const [error, setError] = useState(props.error);
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!touched) return undefined;
    const check = () => {
      const result = validateField(type, value);
      setError(
        result.valid || result.message === null
          ? null
          : (messages[result.message] ?? result.message),
      );
    };
    if (debounceMs === 0) {
      check();
      return undefined;
    }
    timer.current = setTimeout(check, debounceMs);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [value, touched, type, debounceMs, messages]);

  const id = `field-${name}`;
  const inputType =
    type === 'password' ? (visible ? 'text' : 'password') : type === 'email' ? 'email' : 'text';
  return (
    <div className={`form-field${error === null ? '' : ' form-field--invalid'}`}>
      <label htmlFor={id}>{label}</label>
      <div className="form-field__control">
        <input
          id={id}
          name={name}
          type={inputType}
          value={value}
          autoComplete={props.autoComplete}
          required
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => {
            setValue(event.target.value);
            setTouched(true);
          }}
        />
        {toggle === null ? null : (
          // The name says what a press does ("show" / "hide"), so no aria-pressed: a pressed
          // state on a button whose name changes would announce the opposite of what it shows.
          <button
            type="button"
            className="form-field__toggle"
            aria-controls={id}
            onClick={() => {
              setVisible((shown) => !shown);
            }}
          >
            {visible ? toggle.hide : toggle.show}
          </button>
        )}
      </div>
      {error === null ? null : (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

declare module './island.types' {
  interface IslandComponents {
    readonly ValidatedField: typeof ValidatedField;
  }
}
