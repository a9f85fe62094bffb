import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { mergeMessages } from '../../../src/react/messages/messages';
import { sendCode } from '../../../src/react/flow/useSubmission';

// The strings of the errors a signer's answer brings ("Please correct the highlighted details.", a new
// request's hint, the timeout) load after the first paint, with the later steps. A request is sent only
// by code that comes with them, so the alert of its answer never lacks its words.

describe('the errors of a sent request', () => {
  it('the code that sends a request arrives with their strings, even in a set merged before they loaded', async () => {
    const messages = mergeMessages();
    expect(messages.fixFields).toBeUndefined();
    await sendCode.preload();
    expect([messages.fixFields, messages.newRequestHint, messages.timeoutError, messages.startNew]).toEqual([
      defaultMessages.fixFields,
      defaultMessages.newRequestHint,
      defaultMessages.timeoutError,
      defaultMessages.startNew,
    ]);
  });
});
