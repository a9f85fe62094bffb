import * as z from 'zod/mini';
import { NETWORKS } from '../../core';
import { envOf } from './env';
import { createScrubber, type Scrub } from './redact';

/**
 * The pieces the options' schemas are built from (zod/mini, as the widget's forms): each says in
 * its error what the option wants, so a mistyped option is refused where it is given, by name.
 */
const wants = (what: string) => ({ error: what });

export const text = () => z.optional(z.string(wants('a string')));
export const milliseconds = () => z.optional(z.number(wants('a number of milliseconds, 0 or more')).check(z.gte(0, wants('a number of milliseconds, 0 or more'))));
export const positiveMs = () => z.optional(z.number(wants('a number of milliseconds above 0')).check(z.positive(wants('a number of milliseconds above 0'))));
export const count = (least: number) => z.optional(z.int(wants(`a whole number of at least ${least}`)).check(z.gte(least, wants(`a whole number of at least ${least}`))));

export const fn = () => z.optional(z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', wants('a function')));

/** An object with these methods (a store, a logger). */
export const withMethods = (what: string, methods: readonly string[]) =>
  z.optional(
    z.custom<object>(
      (value) => typeof value === 'object' && value !== null && methods.every((name) => typeof (value as Record<string, unknown>)[name] === 'function'),
      wants(`${what} (an object with ${methods.join(', ')})`),
    ),
  );

export const logger = () => withMethods('a logger such as console', ['warn']);
// `process.env` is no plain object to a record schema, and a Worker's env holds bindings of other
// kinds beside its vars, so the shape is checked by hand: each RAMP_* setting a string.
export const environment = () =>
  z.optional(
    z.custom<Record<string, string | undefined>>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        Object.entries(value).every(([name, entry]) => !name.startsWith('RAMP_') || entry === undefined || typeof entry === 'string'),
      wants('an object whose RAMP_* settings are strings, such as process.env'),
    ),
  );

/** What a value is, in a few words, for the error; a text is quoted with the secrets masked before it is cut short. */
function describe(value: unknown, scrub: Scrub): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    const text = scrub(value);
    return `the text "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
  }
  return typeof value === 'function' ? 'a function' : `${typeof value} ${String(value)}`;
}

type Issue = z.core.$ZodIssue;

/** The issue to report: within a union, the branch that got furthest into the value says most. */
function deepest(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const branches = issue.errors.map((branch) => branch.map(deepest).sort((a, b) => b.path.length - a.path.length)[0]).filter((found) => found !== undefined);
  const best = branches.sort((a, b) => b.path.length - a.path.length)[0];
  return best && best.path.length > 0 ? { ...best, path: [...issue.path, ...best.path] } : issue;
}

const valueAt = (value: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((inner, key) => (typeof inner === 'object' && inner !== null ? (inner as Record<PropertyKey, unknown>)[key] : undefined), value);

/** What a record option takes, for the few whose keys are fixed. */
const keysOf = (path: readonly PropertyKey[]) => (path.join('.') === 'depositAddresses' ? ` (its keys are ${NETWORKS.join(', ')})` : '');

/** The secrets options may hold or point to, read without trusting their shape (they are being checked). */
function secretsOf(options: unknown): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const { secretKey, webhookSecret, env } = options as Record<string, unknown>;
  const vars: Record<string, unknown> = typeof env === 'object' && env !== null ? (env as Record<string, unknown>) : env === undefined ? envOf({}) : {};
  return [secretKey, webhookSecret, vars.RAMP_SECRET_KEY, vars.RAMP_WEBHOOK_SECRET].filter((value): value is string => typeof value === 'string').map((value) => value.trim());
}

/**
 * Checks options against their schema and throws, naming each option's path and what it wants:
 * `naira-ramp signer: option depositAddresses.stellar.address must be a string (got an object).`
 */
export function checkOptions(who: 'signer' | 'webhooks', schema: z.ZodMiniType, options: unknown): void {
  const result = schema.safeParse(options);
  if (result.success) return;
  // A value is quoted to help; a secret read into the wrong option (two variables swapped) is masked.
  const scrub = createScrubber(...secretsOf(options));
  const problems = result.error.issues.map(deepest).map((issue) => {
    // A key the option does not take (a network with no such name): named, with what it takes.
    if (issue.code === 'unrecognized_keys') return `option ${[...issue.path, issue.keys[0]].map(String).join('.')} is not one it takes${keysOf(issue.path)}`;
    const got = valueAt(options, issue.path);
    const name = issue.path.map(String).join('.');
    return `option ${name || '(the options)'} must be ${issue.message} (got ${got === undefined && issue.path.length > 0 ? 'a key it does not know' : describe(got, scrub)})`;
  });
  throw new TypeError(`naira-ramp ${who}: ${problems.join('; ')}.`);
}
