import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

/**
 * The stack floor as a host would write the sell's first step: which stablecoin and how much, with
 * react-hook-form + zodResolver over a zod/mini schema and the submission as a react-query mutation.
 * Field names and labels match the widget's, so one check finds both usable.
 */
const schema = z.object({
  asset: z.enum(['USDT', 'USDC']),
  amount: z.string().check(z.trim(), z.minLength(1, 'Enter an amount')),
});
type Values = z.infer<typeof schema>;

// The widget's first step says its limits (the defaults: 20 to 10,000 of the stablecoin) before anything is typed; so does this one.
const coins = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });

function FloorSellForm({ signer }: { signer: string }) {
  const submit = useMutation({
    mutationFn: async (values: Values) => (await fetch(`${signer}/offramp`, { method: 'POST', body: JSON.stringify(values) })).json() as Promise<unknown>,
  });
  const { register, handleSubmit, formState, watch } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { asset: 'USDT', amount: '' } });
  const { errors } = formState;
  const asset = watch('asset');
  return (
    <form noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
      <fieldset>
        <legend>Stablecoin</legend>
        {(['USDT', 'USDC'] as const).map((asset) => (
          <label key={asset}>
            <input type="radio" value={asset} {...register('asset')} />
            {asset}
          </label>
        ))}
      </fieldset>
      <label htmlFor="amount">Amount to sell</label>
      <input id="amount" inputMode="decimal" aria-invalid={Boolean(errors.amount)} aria-describedby="amount-hint amount-error" {...register('amount')} />
      <p id="amount-hint">
        Between {coins.format(20)} {asset} and {coins.format(10_000)} {asset}.
      </p>
      <p id="amount-error">{errors.amount?.message}</p>
      <button type="submit" disabled={submit.isPending}>
        Continue
      </button>
    </form>
  );
}

const client = new QueryClient();

/** The sell floor page's whole app: the provider and the form. */
export function FloorSellPage({ signer }: { signer: string }) {
  return (
    <QueryClientProvider client={client}>
      <FloorSellForm signer={signer} />
    </QueryClientProvider>
  );
}
