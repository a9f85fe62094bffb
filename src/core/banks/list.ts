import { isRecord, listIn, pick } from '../json';
import { plainText } from '../text/plain';

/** A Nigerian bank a seller can be paid into; only `name` is sent to the service. */
export type Bank = { name: string; code?: string };

/**
 * Banks from any shape: a list of name strings or of objects with `name`/`bank_name`/`bankName` and an
 * optional code, each as it reads (invisible characters removed, white space collapsed: the name shown
 * is the `bank_name` sent); repeats are dropped.
 */
export function normaliseBanks(json: unknown): Bank[] {
  const banks: Bank[] = [];
  const seen = new Set<string>();
  try {
    for (const entry of listIn(json, ['banks', 'Banks', 'data'])) {
      const record = isRecord(entry) ? entry : typeof entry === 'string' ? { name: entry } : {};
      const name = plainText(pick(record, ['name', 'bank_name', 'bankName', 'bank']));
      const code = plainText(pick(record, ['code', 'bank_code', 'bankCode']));
      if (name && !seen.has(name.toLowerCase())) {
        seen.add(name.toLowerCase());
        banks.push(code ? { name, code } : { name });
      }
    }
  } catch {
    // A hostile or broken answer (a throwing getter, say) yields what was read so far.
  }
  return banks;
}
