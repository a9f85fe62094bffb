import { useSellRamp } from 'naira-ramp';

// The host's own first step: the hook validates it, and moves on or focuses the first bad field.
export function SellAmount() {
  const ramp = useSellRamp({ signer: '/api/ramp' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void ramp.next();
      }}
    >
      <label>
        Amount to sell <input {...ramp.form.register('amount')} />
      </label>
      <button type="submit">Continue</button>
    </form>
  );
}
