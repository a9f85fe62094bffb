import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

/**
 * The stack floor as a host would write the same two buy steps: react-hook-form + zodResolver over a
 * zod/mini schema, the vendor list from the same signer through react-query, and the submission as a
 * react-query mutation. The first step's field names and labels match the widget's, so one check finds
 * both usable; Continue validates it and shows the second, "Pay the vendor": the vendor's account,
 * the amount and a narration, each copyable, focus on its heading, and "I have paid".
 */
const schema = z.object({
  amount: z.string().check(z.trim(), z.minLength(1, 'Enter an amount')),
  vendorNumber: z.string().check(z.minLength(1, 'Choose a vendor')),
});
type Values = z.infer<typeof schema>;
type Vendor = { name: string; bank: string; number: string };

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const narration = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function PayStep({ values, vendor, onBack }: { values: Values; vendor: Vendor | undefined; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [reference] = useState(narration);
  useEffect(() => heading.current?.focus(), []);
  const amount = naira.format(Number(values.amount.replace(/,/g, '')));
  const rows: [string, string][] = [
    ['Vendor', vendor?.name ?? ''],
    ['Bank', vendor?.bank ?? ''],
    ['Account number', vendor?.number ?? ''],
    ['Amount to pay', amount],
    ['Narration', reference],
  ];
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <h3 ref={heading} tabIndex={-1}>
        Pay the vendor
      </h3>
      <p>Send exactly {amount} to this vendor from your bank app, then come back here.</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            <button type="button" onClick={() => void navigator.clipboard.writeText(value)}>
              Copy {label.toLowerCase()}
            </button>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onBack}>
        Back
      </button>
      <button type="submit">I have paid</button>
    </form>
  );
}

function FloorForm({ signer }: { signer: string }) {
  const vendors = useQuery({
    queryKey: ['vendors'],
    queryFn: async () => ((await (await fetch(`${signer}/vendors`)).json()) as { vendors: Vendor[] }).vendors,
  });
  const submit = useMutation({
    mutationFn: async (values: Values) => (await fetch(`${signer}/onramp`, { method: 'POST', body: JSON.stringify(values) })).json() as Promise<unknown>,
  });
  const [paying, setPaying] = useState<Values>();
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched' });
  const { errors } = formState;
  if (paying) return <PayStep values={paying} vendor={vendors.data?.find((vendor) => vendor.number === paying.vendorNumber)} onBack={() => setPaying(undefined)} />;
  return (
    <form noValidate onSubmit={handleSubmit(setPaying)}>
      <label htmlFor="amount">Amount in naira</label>
      <input id="amount" inputMode="decimal" aria-invalid={Boolean(errors.amount)} aria-describedby="amount-hint amount-error" {...register('amount')} />
      {/* The widget's first step says its limits (the defaults) before anything is typed; so does this one. */}
      <p id="amount-hint">
        Between {naira.format(20_000)} and {naira.format(2_000_000)}.
      </p>
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
