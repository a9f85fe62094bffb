/** A promise the test settles when it chooses: a held answer (a mock fault's `until`), held lookups. */
export type Gate = { promise: Promise<void>; open: () => void };

/** A gate, shut until `open()`. */
export function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open: () => open() };
}
