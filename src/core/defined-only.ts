// Apart from `isRecord`: only request bodies and records use it, which a browser loads after the first paint.

/** Copies the keys whose values were given, so optional fields left blank are not sent. */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}
