import { parseNetwork } from '../../core';
import { isRecord } from '../../core';
import type { SignerSettings } from './settings';

/** Reads `GET {signer}/config`: `sell_networks` (names the widget knows) and `quote`; anything else is left out. */
export function readSettings(json: unknown): SignerSettings {
  const settings: SignerSettings = {};
  if (!isRecord(json)) return settings;
  if (Array.isArray(json.sell_networks)) settings.sellNetworks = json.sell_networks.map(parseNetwork).filter((n) => n !== undefined);
  if (typeof json.quote === 'boolean') settings.quote = json.quote;
  return settings;
}
