import type { FieldValues, Path } from 'react-hook-form';
import { RampError } from '../../core';
import type { StatusAnswer } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import { fetchStatus } from '../signer/status';
import { toRampError } from './errors';
import { keyOf } from '../storage/kept';
import { followRequest } from './resume/onTheirWay';
import { keepFlow, restoreFlow } from './resume/resume';
import type { ResumeCode } from './resume/types';
import type { UnclaimedDevice } from './resume/unclaimed';
import { lookFor, sendRequest } from './sendRequest';
import type { Sent } from './sendRequest';
import type { SendAnswer, SendRequest } from './sending';
import type { FlowWire } from './wire';

/**
 * A flow's edge, in its later code: how it sends a request and reads a status (from its wire and the
 * host's signer), and how it keeps and restores the flow across a reload.
 */
export type FlowEdge<V extends FieldValues, R> = ResumeCode<V, R> & {
  /** Sends the request; its answer, a failure too, goes to the flow's `heard`. Settles once it is heard; never rejects. */
  send: (request: SendRequest<V, R>) => Promise<unknown>;
  /** "Check again": one look on the status route for a request of unknown outcome. Never rejects. */
  check: (reference: string) => Promise<SendAnswer<R>>;
  /** One look at `GET {signer}/transactions/{reference}`. */
  readStatus: (reference: string, signal: AbortSignal) => Promise<StatusAnswer<R>>;
};

/** The edge of a flow with this wire, for the host's signer; `unclaimed` keeps its paid transfers on the device too (buy). */
export function flowEdge<V extends FieldValues, R>(wire: FlowWire<V, R>, { signer, timeoutMs, messages }: Pick<RampConfig, 'signer' | 'timeoutMs' | 'messages'>, unclaimed?: UnclaimedDevice): FlowEdge<V, R> {
  // A status answer, like a kept record, carries the record as its `transaction`, as a creation answer does.
  const readRecord = (raw: unknown) => wire.parseRecord({ transaction: raw });
  const answerOf = (sent: Sent<R>): SendAnswer<R> => (sent.outcome === 'accepted' ? { ...sent, transactionId: wire.recordId(sent.record) } : sent);
  return {
    send: ({ values, request: { reference, body }, parts }) =>
      followRequest(keyOf(parts.spec()), reference, parts, async (apply): Promise<SendAnswer<R>> => {
        try {
          // Sent again as it was, a request leaves with its first body, whatever the lists say now (a reload may not have them back).
          const sent = body || JSON.stringify(wire.body(values, reference));
          if (!body) apply({ type: 'written', body: sent });
          return answerOf(await sendRequest({ signer, timeoutMs, path: wire.path, body: sent, reference, parseRecord: wire.parseRecord, onChecking: () => apply({ type: 'checking' }) }));
        } catch (cause) {
          const error = toRampError(cause);
          // The signer's words are English (the widget's own, with no status, are already in its language).
          const words = error.status === undefined ? undefined : messages.serviceErrors;
          const refused = Object.entries(error.fields ?? {}).flatMap(([name, said]) => {
            const field: Path<V> | undefined = wire.fields[name];
            const message = words ? (error.code === 'limit' ? words.codes.limit : words.field) : said;
            return field ? [{ field, message }] : [];
          });
          return { outcome: 'failed', error, refused };
        }
      }),
    async check(reference) {
      const notSeen = new RampError('not_found', 'The request has not been found yet.');
      return answerOf(await lookFor({ signer, timeoutMs, reference, parseRecord: wire.parseRecord }, { attempts: 1, whileUnavailable: false }, notSeen));
    },
    readStatus: (reference, signal) => fetchStatus({ signer, reference, parseRecord: readRecord, timeoutMs, signal }),
    keep: (target) => keepFlow(target, readRecord, unclaimed),
    restore: (target) => restoreFlow(target, readRecord, unclaimed),
  };
}
