import { invisibleCharacterIn, plainText } from '../text/plain';
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
 * as "OWKONKO"), so it forwards none; the widget never sends one (see `readingPlain`).
 */
export function refusingInvisibles<T>(read: Rule<T>): Rule<T> {
  return (input) => {
    const found = typeof input === 'string' ? invisibleCharacterIn(input) : undefined;
    return found ? refuse('invisible_character', `Remove the invisible character ${found}: it changes how the text reads`) : read(input);
  };
}
