// A step heading asked to take focus before it was on screen (its step's code was still loading):
// the heading takes it as it is attached.
const waiting = new WeakSet<object>();

/** Asks the next heading attached to `headingRef` to take focus. */
export function focusWhenMounted(headingRef: object): void {
  waiting.add(headingRef);
}

/**
 * The ref callback of a step heading: puts it in the flow's `headingRef`, and focuses it when a step
 * change asked for focus before it was there. A ref callback runs in the commit that shows the heading,
 * before anything else can move focus, and never on a server.
 */
export function attachHeading(headingRef: { current: HTMLHeadingElement | null }, node: HTMLHeadingElement | null): void {
  headingRef.current = node;
  if (node && waiting.delete(headingRef)) node.focus();
}
