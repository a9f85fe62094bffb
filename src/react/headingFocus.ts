// A step heading asked to take focus before it was on screen (its step's code was still loading):
// the heading takes it as it mounts.
const waiting = new WeakSet<object>();

/** Asks the next heading mounted on `headingRef` to take focus. */
export function focusWhenMounted(headingRef: object): void {
  waiting.add(headingRef);
}

/** True once for a heading asked to take focus before it mounted. */
export function takeFocusRequest(headingRef: object): boolean {
  return waiting.delete(headingRef);
}
