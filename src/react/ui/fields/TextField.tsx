import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { withoutInvisibles } from '../../../core';
import { Field } from './Field';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete' | 'spellCheck' | 'autoCapitalize' | 'list' | 'placeholder'>;

/**
 * A labelled, uncontrolled text input registered with the flow's form; read-only when the host locked it.
 * Leaving it drops the invisible characters a paste can bring (U+200B, U+202E): the field then holds
 * what it shows, which is what the review shows and the request sends.
 */
export function TextField({
  name,
  label,
  hint,
  optional,
  locked,
  readOnly,
  note,
  prefix,
  suffix,
  onBlur,
  ...input
}: InputProps & {
  name: string;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  locked?: boolean;
  /** Read-only for another reason than the host's lock (the hint says why). */
  readOnly?: boolean;
  note?: ReactNode;
  prefix?: string;
  suffix?: string;
  onBlur?: (value: string) => void;
}) {
  const { register, setValue } = useFormContext();
  const registration = register(name);
  return (
    <Field name={name} label={label} hint={hint} optional={optional} locked={locked} note={note}>
      {(control) => (
        <div className="nr-input-wrap" data-slot="input-wrap">
          {prefix && <span className="nr-affix" aria-hidden="true">{prefix}</span>}
          <input
            type="text"
            className="nr-input"
            {...input}
            {...control}
            {...registration}
            onBlur={async (event) => {
              await registration.onBlur(event);
              const shown = withoutInvisibles(event.target.value);
              if (shown !== event.target.value) setValue(name, shown);
              onBlur?.(shown);
            }}
            readOnly={locked || readOnly}
          />
          {suffix && <span className="nr-affix" aria-hidden="true">{suffix}</span>}
        </div>
      )}
    </Field>
  );
}
