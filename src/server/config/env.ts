import type { SignerEnv } from './types';

/** Reads `process.env` through globalThis so edge runtimes without `process` still load the signer. */
function defaultEnv(): SignerEnv {
  const host = globalThis as { process?: { env?: SignerEnv } };
  return host.process?.env ?? {};
}

/** The environment the options fall back to: `options.env`, else `process.env` where it exists. */
export function envOf(options: { env?: SignerEnv }): SignerEnv {
  return options.env ?? defaultEnv();
}

/** An option, else its environment variable, trimmed; undefined when both are blank. */
export function text(value: string | undefined, fallback: string | undefined): string | undefined {
  const picked = value ?? fallback;
  const trimmed = picked?.trim();
  return trimmed ? trimmed : undefined;
}

/** A duration in ms from an option or its variable; throws naming the variable when it is not one. */
export function number(name: string, value: number | undefined, raw: string | undefined, fallback: number): number {
  const picked = value ?? (raw?.trim() ? Number(raw) : fallback);
  if (!Number.isFinite(picked) || picked < 0) {
    throw new Error(`naira-ramp signer: ${name} must be a number of milliseconds, 0 or more.`);
  }
  return picked;
}

/** A duration that must be above 0 (a deadline of 0 would stop waiting at once); throws naming the variable otherwise. */
export function positiveNumber(name: string, value: number | undefined, raw: string | undefined, fallback: number): number {
  const picked = number(name, value, raw, fallback);
  if (picked === 0) throw new Error(`naira-ramp signer: ${name} must be a number of milliseconds above 0.`);
  return picked;
}

/**
 * An upstream path from configuration; throws naming the variable unless it starts with one `/`.
 * The value is never quoted: it may be the key, pasted into the wrong variable, and the message
 * reaches the browser.
 */
export function upstreamPath(name: string, value: string): string {
  if (!value.startsWith('/') || value.startsWith('//')) {
    throw new Error(`naira-ramp signer: ${name} must be a path starting with one "/", like /transactions/v1/banks.`);
  }
  return value;
}
