import { useController } from 'react-hook-form';
import { Field } from './Field';

/**
 * A value the host locked, shown read-only with a note saying so. It stays a field of the form:
 * when the signer refuses the value (a server-side lock that differs), the error lands here and
 * focus can move to it.
 */
export function ReadOnlyField({ name, label, value }: { name: string; label: string; value: string }) {
  // The controller's ref gives the form a focus target without letting it write the shown text.
  const { field } = useController({ name });
  return (
    <Field name={name} label={label} locked>
      {(control) => <input {...control} ref={field.ref} type="text" className="nr-input" value={value} readOnly />}
    </Field>
  );
}
