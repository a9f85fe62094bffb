import { useState } from 'react';

/** The baseline: a plain React form with controlled, labelled inputs and a submit button, no library. */
export function PlainForm({ inputs }: { inputs: number }) {
  const [values, setValues] = useState<string[]>(() => Array.from({ length: inputs }, () => ''));
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h3>Amount</h3>
      {values.map((value, index) => (
        <label key={index}>
          Field {index + 1}
          <input value={value} onChange={(event) => setValues((all) => all.map((v, i) => (i === index ? event.target.value : v)))} />
        </label>
      ))}
      <button type="submit">Continue</button>
    </form>
  );
}
