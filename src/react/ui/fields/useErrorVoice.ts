import { useEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAnnounce } from '../Announcer';

/**
 * The type of a field error that an answer brought, not the field's own check: the bank has no such
 * account. It comes after the person's last keystroke, so it is said at once, even while focus rests in
 * the field.
 */
export const ANSWER_ERROR = 'answer';

/**
 * When a field's error is said aloud. The error is its control's description (`aria-describedby`, with
 * `aria-invalid`), which a screen reader reads as focus reaches the field: a failed Continue moves focus to
 * the first bad field, and the others are read as the person reaches them. Beyond that, it is said once in
 * the widget's polite live region when the person is done with the field (focus leaves it, or Enter is
 * pressed in it), as its check after that brings it; never while they type in the field, where each key
 * can change its words ("this has 1 digits" … "this has 9 digits"). An answer's error (`ANSWER_ERROR`) is
 * said as it arrives. Words already heard are not said again on leaving; Enter, a Continue that the error
 * refuses, says them whatever was heard.
 * Gives the handlers for the element around the field named `name`, whose error's words are `error`.
 */
export function useErrorVoice(name: string, error: string | undefined) {
  const announce = useAnnounce();
  const { getFieldState } = useFormContext();
  // The words the person has heard: said here, or read with the field as focus reached it.
  const heard = useRef<string>(undefined);
  // Done with the field since last typing in it: what its check brings now is said.
  const done = useRef(false);
  const tell = () => {
    if (error && error !== heard.current) announce(error);
    heard.current = error;
  };
  const finish = () => {
    done.current = true;
    tell();
  };
  useEffect(() => {
    if (done.current || getFieldState(name).error?.type === ANSWER_ERROR) tell();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said when the words change, not when the function does
  }, [error]);
  return {
    // Read from the form, not this render: focus moved by the error that just arrived reads its words.
    onFocus: () => (heard.current = getFieldState(name).error?.message),
    onInput: () => (done.current = false),
    onBlur: (event: FocusEvent) => event.currentTarget.contains(event.relatedTarget) || finish(),
    onKeyDown: (event: KeyboardEvent) => {
      // Enter with a list open picks an option (the list stops the key). Otherwise it is Continue, which
      // this error stops: it is said, heard before or not, as focus stays where it is.
      if (event.key !== 'Enter' || event.defaultPrevented) return;
      heard.current = undefined;
      finish();
    },
  };
}
