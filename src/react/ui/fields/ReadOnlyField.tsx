import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from './Field';

/**
 * A value the host locked, shown read-only with a note saying so. It stays a field of the form:
 * when the signer refuses the value (a server-side lock that differs), the error lands here and
 * focus can move to it.
 */
export function ReadOnlyField({ name, label, value }: { name: string; label: string; value: string }) {
  const { register } = useFormContext();
  // Registered through a focus-only handle: the form keeps the locked value, the input shows its label.
  const ref = useCallback((input: HTMLInputElement | null) => register(name).ref(input && { focus: () => input.focus() }), [register, name]);
  return (
    <Field name={name} label={label} locked>
      {(control) => <input {...control} ref={ref} type="text" className="nr-input" value={value} readOnly />}
    </Field>
  );
}
