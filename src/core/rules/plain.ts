import { controlCharacterIn, invisibleCharacterIn, plainText } from '../text/plain';
import { refuse, type Read } from './read';

type Rule<T> = (input: unknown) => Read<T>;

/**
 * The widget's side of a free-text field: the rule reads the text as it is shown (invisible characters
 * removed, white space collapsed), so a paste's U+200B or U+202E is dropped, never refused in words
 * the person could not act on. The body the widget sends holds that same text.
 */
export function readingPlain<T>(read: Rule<T>): Rule<T> {
  return (input) => read(typeof input === 'string' ? plainText(input) : input);
}

/**
 * The signer's side of a free-text field: text holding a format or default-ignorable character is
 * refused, naming it. The signer cannot know how its caller showed such text (U+202E shows "OKNOKWO"
 * as "OWKONKO"), so it forwards none; the widget never sends one (see `readingPlain`). A control
 * character within the text (a line break, a NUL) is refused too, naming it; white space around the
 * text is trimmed as ever.
 */
export function refusingInvisibles<T>(read: Rule<T>): Rule<T> {
  return (input) => {
    if (typeof input !== 'string') return read(input);
    const invisible = invisibleCharacterIn(input);
    if (invisible) return refuse('invisible_character', `Remove the invisible character ${invisible}: it changes how the text reads`);
    const control = controlCharacterIn(input.trim());
    return control ? refuse('control_character', `Remove the control character ${control}: a name or account detail holds none`) : read(input);
  };
}
