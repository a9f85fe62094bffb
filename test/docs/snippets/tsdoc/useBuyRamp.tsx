import { useBuyRamp } from 'naira-ramp';

// The host's own markup over the buy flow: the hook holds the form, the lists, the steps and the request.
export function BuyProgress() {
  const ramp = useBuyRamp({ signer: '/api/ramp' });
  return (
    <p>
      Step {ramp.stepIndex + 1} of {ramp.stepCount}
      <button type="button" onClick={() => void ramp.next()}>
        Continue
      </button>
    </p>
  );
}
