import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { NETWORK_LABELS, readDepositHash } from '../../core';
import type { Network } from '../../core';
import type { RampMessages } from '../messages/types';
import { TextField } from '../ui/fields/TextField';
import { useLaterUi } from '../ui/RampUi';

type HashValues = { hash: string };

/**
 * The form's resolver: the core rule for the network's hash, worded by the widget. (A resolver of its own
 * rather than `zodResolver`: that one lives in the first paint, and a later step that imports it splits it
 * out of the first paint's file in some bundlers.)
 */
function hashResolver(network: Network, messages: RampMessages): Resolver<HashValues> {
  return ({ hash }): ResolverResult<HashValues> => {
    const read = readDepositHash(network, hash);
    if (read.ok) return { values: { hash: read.value }, errors: {} };
    const message = read.code === 'required' ? messages.depositHashRequired : messages.depositHashInvalid(NETWORK_LABELS[network]);
    return { values: {}, errors: { hash: { type: read.code, message } } };
  };
}

/**
 * "Sent them yourself?": the person gives the transaction hash of a deposit sent by hand, checked against
 * the network's own format (the error names the field and the format; what was typed stays). `onHash`
 * takes it, trimmed, once it passes.
 */
export function HashForm({ network, onHash }: { network: Network; onHash: (hash: string) => void }) {
  const { messages } = useLaterUi();
  const resolver = useMemo(() => hashResolver(network, messages), [messages, network]);
  const form = useForm<HashValues>({ defaultValues: { hash: '' }, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const format = network === 'polygon' || network === 'avalanche' ? 'evm' : network;
  return (
    <FormProvider {...form}>
      <form className="nr-confirm" data-slot="deposit-hash-form" noValidate onSubmit={(event) => void form.handleSubmit(({ hash }) => onHash(hash))(event)}>
        <TextField name="hash" label={messages.depositHashLabel} hint={messages.depositHashHint(format, NETWORK_LABELS[network])} autoComplete="off" autoCapitalize="off" spellCheck={false} />
        <button type="submit" className="nr-button nr-button-secondary nr-inline">
          {messages.depositHashSave}
        </button>
      </form>
    </FormProvider>
  );
}
