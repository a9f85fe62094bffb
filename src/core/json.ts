/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies the keys whose values were given, so optional fields left blank are not sent. */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/** The list inside an answer: a bare array, or under one of `keys`, possibly one level down (`{ data: { vendors } }`). */
export function listIn(json: unknown, keys: string[], depth = 0): unknown[] {
  if (Array.isArray(json)) return json;
  if (!isRecord(json) || depth > 1) return [];
  for (const key of keys) {
    const found = listIn(json[key], keys, depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

/** The first of `keys` holding a non-blank string or a number, trimmed. */
export function pick(entry: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = entry[key];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    if (text !== '') return text;
  }
  return undefined;
}
