/** A promise and whether it has settled yet, for a test that must see something is still pending. */
export type Tracked<T> = { promise: Promise<T>; readonly settled: boolean };

/** Follows `promise`: `settled` turns true once it resolves or rejects (a rejection is still the caller's to handle). */
export function track<T>(promise: Promise<T>): Tracked<T> {
  let settled = false;
  const done = () => {
    settled = true;
  };
  promise.then(done, done);
  return {
    promise,
    get settled() {
      return settled;
    },
  };
}
