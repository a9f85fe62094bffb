import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { depositHashSchema, NETWORK_LABELS } from '../../../core';
import type { Network } from '../../../core';
import type { RampMessages } from '../../messages/types';
import { TextField } from '../../ui/fields/TextField';
import { useLaterUi } from '../../ui/RampUi';

type HashValues = { hash: string };

/** The form's resolver: the core schema of the network's hash, its issues worded by the widget. */
function hashResolver(network: Network, messages: RampMessages) {
  const schema = depositHashSchema(network, (_field, issue) => (issue.code === 'required' ? messages.depositHashRequired : messages.depositHashInvalid(NETWORK_LABELS[network])));
  // The rule reads any input (`unknown` in), the form holds text: the same cast as the flows' resolvers.
  return zodResolver(schema, undefined, { mode: 'sync' }) as unknown as Resolver<HashValues>;
}

/**
 * "Sent them yourself?": the person gives the transaction hash of a deposit sent by hand, checked against
 * the network's own format (the error names the field and the format; what was typed stays). `onHash`
 * takes it, trimmed, once it passes. What is typed goes to `onType` as it changes, and comes back as
 * `typed` (a reload loses nothing).
 */
export function HashForm({ network, typed, onType, onHash }: { network: Network; typed: string; onType: (text: string) => void; onHash: (hash: string) => void }) {
  const { messages } = useLaterUi();
  const resolver = useMemo(() => hashResolver(network, messages), [messages, network]);
  const form = useForm<HashValues>({ defaultValues: { hash: typed }, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => onType(values.hash) }), [form, onType]);
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
