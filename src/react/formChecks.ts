import type { FormChecks } from '../core';

// The wallet checksums (hashing and base-n code) and the bank aliases are the heaviest rules, and no
// first step needs them: they load in their own chunk once a form has mounted, and a validation that
// comes before them waits for them (`formResolver`).
let loaded: FormChecks | undefined;
let loading: Promise<unknown> | undefined;

/** Starts loading the wallet and bank-name rules (once); resolves when they are ready or could not load. */
export function loadFormChecks(): Promise<unknown> {
  loading ??= import('./formChecksChunk').then(
    (module) => (loaded = module.FORM_CHECKS),
    // A chunk that cannot load (offline, a deploy replaced it) is asked for again next time; until then
    // the signer, which checks every field itself, is the judge of these two.
    () => (loading = undefined),
  );
  return loading;
}

/** True once the rules are here, so validation can run at once. */
export const formChecksLoaded = () => loaded !== undefined;

/** The rules as form schemas call them: the loaded ones, or, while they are missing, acceptance. */
export const lazyFormChecks: FormChecks = {
  wallet: (network, address) => loaded?.wallet(network, address) ?? { ok: true, address: address.trim() },
  findBank: (name, banks) => (loaded ? loaded.findBank(name, banks) : { name: name.trim() }),
};
