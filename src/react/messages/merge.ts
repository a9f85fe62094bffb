/** Copies `base` with each defined value of the overrides laid over it, in order; an `undefined` replaces nothing. */
export function mergeMessages<M extends Record<string, unknown>>(base: M, ...overrides: (Partial<M> | undefined)[]): M {
  const merged: Record<string, unknown> = { ...base };
  for (const override of overrides) {
    for (const [key, value] of Object.entries(override ?? {})) if (value !== undefined) merged[key] = value;
  }
  return merged as M;
}
