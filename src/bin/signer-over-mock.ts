import { NETWORKS, TEST_NETWORKS } from '../core';
import { MOCK_DEPOSIT_ADDRESSES, type MockRampService } from '../mock';
import type { RampSignerOptions, SignerEnv } from '../server';

/** An environment value, trimmed; undefined when unset or blank. */
export const envText = (env: SignerEnv, name: string): string | undefined => env[name]?.trim() || undefined;

/** Whether the environment names any deposit address, so the signer reads those instead of the mock's. */
const depositAddressesConfigured = (env: SignerEnv) => NETWORKS.some((network) => envText(env, `RAMP_DEPOSIT_ADDRESS_${network.toUpperCase()}`));

/**
 * The signer's options over a mock in this process. Every documented `RAMP_*` variable that is set
 * wins; what is left unset gets a mock default, so both flows work with no configuration: the
 * business and link (`RAMP_BUSINESS_ID`, `RAMP_LINK_TAG`), a deposit address per network unless
 * any `RAMP_DEPOSIT_ADDRESS_*` is set, the test networks' token facts, the mock's fixed-rate quote and
 * its account-name enquiry.
 */
export function signerOverMock(mock: MockRampService, env: SignerEnv): RampSignerOptions {
  return {
    env,
    secretKey: mock.secretKey,
    businessId: envText(env, 'RAMP_BUSINESS_ID') ?? 'mock-business',
    linkTag: envText(env, 'RAMP_LINK_TAG') ?? 'mock-link',
    // Never resolved: the mock's fetch answers in this process.
    baseUrl: 'http://mock-ramp-service.invalid',
    fetch: mock.fetch,
    depositAddresses: depositAddressesConfigured(env) ? undefined : MOCK_DEPOSIT_ADDRESSES,
    // The mock's deposits are test ones: links and wallet transfers name the test networks' chains and coins, never a main-net contract.
    tokens: TEST_NETWORKS,
    // The mock's own quote, which agrees with the payout its records state.
    quote: mock.quote,
    // Account names from the mock's enquiry; a host wires its bank's or payment provider's.
    resolveAccountName: mock.resolveAccountName,
  };
}

/** Milliseconds from creation to settlement from `RAMP_MOCK_SETTLE_MS`; throws naming it when it is not a number. */
export function settleDelay(env: SignerEnv, fallback: number): number {
  const value = envText(env, 'RAMP_MOCK_SETTLE_MS');
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`RAMP_MOCK_SETTLE_MS must be a number of milliseconds, 0 or more (got "${value}").`);
  return ms;
}
