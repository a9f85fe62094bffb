import type { FieldIssue } from '../../core';
import type { FirstMessages } from '../messages/types';

/**
 * A rule's issue in the widget's words: the catalogue's text for it (the rule's own English without
 * one), then the host's `validation` override, which receives that text. A module of its own: the
 * later steps use it too, and must not pull the resolver's zod into a chunk they share.
 */
export function wordIssue(messages: FirstMessages, field: string, issue: FieldIssue): string {
  const text = messages.issues && issue.word ? issue.word(messages.issues) : issue.message;
  return messages.validation?.(field, issue.code, text) ?? text;
}
