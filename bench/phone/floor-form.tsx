import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

/**
 * The stack floor as a host would write the same first step: react-hook-form + zodResolver over a
 * zod/mini schema, the vendor list from the same signer through react-query, and the submission as a
 * react-query mutation. Field names and labels match the widget's, so one check finds both usable.
 */
const schema = z.object({
  amount: z.string().check(z.trim(), z.minLength(1, 'Enter an amount')),
  vendorNumber: z.string().check(z.minLength(1, 'Choose a vendor')),
});
type Values = z.infer<typeof schema>;
type Vendor = { name: string; bank: string; number: string };

function FloorForm({ signer }: { signer: string }) {
  const vendors = useQuery({
    queryKey: ['vendors'],
    queryFn: async () => ((await (await fetch(`${signer}/vendors`)).json()) as { vendors: Vendor[] }).vendors,
  });
  const submit = useMutation({
    mutationFn: async (values: Values) => (await fetch(`${signer}/onramp`, { method: 'POST', body: JSON.stringify(values) })).json() as Promise<unknown>,
  });
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched' });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
      <label htmlFor="amount">Amount in naira</label>
      <input id="amount" inputMode="decimal" aria-invalid={Boolean(errors.amount)} aria-describedby="amount-error" {...register('amount')} />
      <p id="amount-error">{errors.amount?.message}</p>
      <fieldset>
        <legend>Vendor</legend>
        {vendors.isPending ? <p>Loading vendors…</p> : null}
        {vendors.data?.map((vendor) => (
          <label key={vendor.number}>
            <input type="radio" value={vendor.number} {...register('vendorNumber')} />
            {vendor.name} <span>{vendor.bank}</span>
          </label>
        ))}
        <p>{errors.vendorNumber?.message}</p>
      </fieldset>
      <button type="submit" disabled={submit.isPending}>
        Continue
      </button>
    </form>
  );
}

const client = new QueryClient();

/** The floor page's whole app: the provider and the form. */
export function FloorPage({ signer }: { signer: string }) {
  return (
    <QueryClientProvider client={client}>
      <FloorForm signer={signer} />
    </QueryClientProvider>
  );
}
