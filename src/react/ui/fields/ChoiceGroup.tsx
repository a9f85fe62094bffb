import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './Field';
import { useErrorVoice } from './useErrorVoice';

/** One option of a choice group: `distinct` tells it from another that reads the same (a vendor's account ending). */
export type Choice = { value: string; label: string; detail?: string; distinct?: string };

/** A fieldset of radio cards registered with the form; its error is tied to the group and every radio, and said as `useErrorVoice` tells. */
export function ChoiceGroup({
  name,
  legend,
  choices,
  onChange,
  children,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  onChange?: (value: string) => void;
  children?: ReactNode;
}) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  const voice = useErrorVoice(name, error);
  const errorId = `${id}-error`;
  const registration = register(name);
  return (
    <fieldset
      className="nr-field nr-choices"
      data-slot="choices"
      data-field={name}
      data-invalid={error ? '' : undefined}
      data-compact={choices.some((choice) => choice.detail) ? undefined : ''}
      aria-describedby={error ? errorId : undefined}
      {...voice}
    >
      <legend className="nr-label">{legend}</legend>
      {children}
      <div className="nr-choice-list" style={{ '--nr-label-ch': Math.max(...choices.map((choice) => choice.label.length), 1) } as CSSProperties}>
        {choices.map((choice) => (
          <label key={choice.value} className="nr-choice" data-slot="choice">
            <input
              type="radio"
              className="nr-radio"
              value={choice.value}
              aria-invalid={Boolean(error)}
              {...registration}
              onChange={async (event) => {
                await registration.onChange(event);
                onChange?.(event.target.value);
              }}
            />
            <span className="nr-choice-text">
              <span className="nr-choice-label">{choice.label}</span>
              {choice.detail && <span className="nr-choice-detail">{choice.detail}</span>}
              {choice.distinct && <span className="nr-choice-detail">{choice.distinct}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="nr-error" data-slot="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
