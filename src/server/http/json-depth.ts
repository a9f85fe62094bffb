/** Deepest nesting of objects and arrays a body may have: the contract's bodies and the service's webhooks use a handful. */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set(['{', '[']);
const CLOSE = new Set(['}', ']']);

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, found in one pass over the text
 * before it is parsed, so no reader that walks the value (the fingerprint, the normalisers) can
 * run out of stack on it. Brackets inside strings are not counted.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (OPEN.has(char)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSE.has(char)) {
      depth -= 1;
    }
  }
  return false;
}
