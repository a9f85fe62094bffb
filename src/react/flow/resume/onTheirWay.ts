import type { Hearer, SendAnswer } from '../sending';

/**
 * The requests on their way in this page, by the storage key of the flow that sent them (see `keyOf`): the
 * reference each went under, and the flow that hears what comes of it. A request leaves once answered.
 */
const onTheirWay = new Map<string, { reference: string; flow: Hearer<unknown> }>();

/**
 * Sends a request (`send`, told how to tell the flow what happens on the way) for `flow`, kept under `key`,
 * known in this page by its reference until its answer is in; settles once that answer is heard. A widget
 * put back under that key meanwhile (the sender taken out of the page) joins it, and hears the rest in the
 * sender's place (see `joinRequest`).
 */
export function followRequest<R>(key: string, reference: string, flow: Hearer<R>, send: (apply: Hearer<R>['apply']) => Promise<SendAnswer<R>>): Promise<unknown> {
  const request = { reference, flow };
  onTheirWay.set(key, request);
  const answer = send((event) => request.flow.apply(event));
  // Heard beside what is returned: a host's callback that throws there is its own error, not the request's.
  void answer.then((sent) => {
    if (onTheirWay.get(key) === request) onTheirWay.delete(key);
    request.flow.heard(sent, reference);
  });
  return answer;
}

/**
 * A widget put back under `key` whose tab keeps `reference`'s request on its way: if that request is still
 * on its way in this page and the widget that sent it (or last joined it) has gone, `flow` hears what comes
 * of it from now on, and that widget nothing more: its answer is taken once. False when it is not: after a
 * reload (a new page), or beside a widget still showing it (two widgets under one key).
 */
export function joinRequest<R>(key: string, reference: string, flow: Hearer<R>): boolean {
  const request = onTheirWay.get(key);
  if (!request?.flow.gone || request.reference !== reference) return false;
  request.flow = flow;
  return true;
}
