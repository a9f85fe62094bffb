import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * Text from elsewhere (a name from the service's lists or the bank's enquiry) set apart from the words
 * around it: whatever its direction, it cannot reorder them (HTML's <bdi>, Unicode bidi isolation).
 */
export function isolated(text: string): ReactNode {
  return <bdi>{text}</bdi>;
}

// Private-use characters no message holds, marking where each value goes.
const SLOT = /\ue000(\d+)\ue001/;

/**
 * A message (`messages.payee`, say) with each of its values put in as a node, so names can be `isolated`
 * inside the sentence a translation words. The message is asked with a marker per value, which any
 * message that puts its values in as given keeps.
 */
export function sentence(message: (...values: string[]) => string, values: readonly ReactNode[]): ReactNode {
  const parts = message(...values.map((_, index) => `\ue000${index}\ue001`)).split(SLOT);
  // split() with a capture group: text, value index, text, value index, ..., text.
  return parts.map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{values[Number(part)]}</Fragment> : part));
}
