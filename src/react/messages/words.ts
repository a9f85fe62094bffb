import type { FieldIssue } from '../../core';
import type { FirstMessages } from './types';

// How the widget's words are put together, for the first paint and the later steps alike (one module,
// so a bundler keeps it in the chunk both already share).

/** Copies `base` with each defined value of the overrides laid over it, in order; an `undefined` replaces nothing. */
export function mergeMessages<M extends Record<string, unknown>>(base: M, ...overrides: (Partial<M> | undefined)[]): M {
  const merged: Record<string, unknown> = { ...base };
  for (const override of overrides) {
    for (const [key, value] of Object.entries(override ?? {})) if (value !== undefined) merged[key] = value;
  }
  return merged as M;
}

/**
 * A rule's issue in the widget's words: the catalogue's text for it (the rule's own English without
 * one), then the host's `validation` override, which receives that text.
 */
export function wordIssue(messages: FirstMessages, field: string, issue: FieldIssue): string {
  const text = messages.issues && issue.word ? issue.word(messages.issues) : issue.message;
  return messages.validation?.(field, issue.code, text) ?? text;
}
