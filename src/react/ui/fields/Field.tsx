import { useCallback, useId, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useRampUi } from '../RampUi';
import { useErrorVoice } from './useErrorVoice';

/** Ids and ARIA wiring a field's control needs. */
export type FieldControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * The error message of one field, subscribed to that field's errors alone: typing elsewhere, or a
 * validation that leaves its message as it was, does not re-render it.
 */
export function useFieldError(name: string): string | undefined {
  const { getFieldState, subscribe } = useFormContext();
  const follow = useCallback((onChange: () => void) => subscribe({ name, exact: true, formState: { errors: true }, callback: onChange }), [subscribe, name]);
  const read = () => {
    const message: unknown = getFieldState(name).error?.message;
    return typeof message === 'string' && message ? message : undefined;
  };
  return useSyncExternalStore(follow, read, read);
}

/**
 * A labelled field: label, hint, control and its error, tied by `aria-describedby`; `data-invalid` when wrong.
 * The error is said aloud as `useErrorVoice` tells, not at each key typed.
 */
export function Field({
  name,
  label,
  hint,
  optional,
  locked,
  note,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  locked?: boolean;
  /** A word after the control that never blocks (a warning), read out when it changes; `null` keeps its place empty. */
  note?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { messages } = useRampUi();
  const id = useId();
  const error = useFieldError(name);
  const voice = useErrorVoice(name, error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [hint || locked ? hintId : '', error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ');
  return (
    <div className="nr-field" data-slot="field" data-field={name} data-invalid={error ? '' : undefined} data-locked={locked ? '' : undefined} {...voice}>
      <label id={`${id}-label`} className="nr-label" htmlFor={id}>
        {label}
        {optional && <span className="nr-optional"> {messages.optional}</span>}
      </label>
      {(hint || locked) && (
        <p id={hintId} className="nr-hint">
          {locked ? messages.lockedHint : hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error && (
        <p id={errorId} className="nr-error" data-slot="field-error">
          {error}
        </p>
      )}
      {note !== undefined && (
        <div id={noteId} className="nr-note" data-slot="note" aria-live="polite">
          {note}
        </div>
      )}
    </div>
  );
}
