/** Whether a value is shown in groups: a long digit run that is not a reference, or an address of letters and digits alone. */
function groupable(value: string, address: boolean, reference: boolean): boolean {
  return (!reference && /^\d{16,}$/.test(value)) || (address && /^[A-Za-z0-9]{16,}$/.test(value));
}

/**
 * A long digit run or an address shown as groups of four that wrap whole; screen readers and text
 * search get it once, whole, from a hidden copy that is left out of a selection. Anything else (a
 * `reference`, which a person types as the narration and must not read with spaces, a transaction id,
 * any value with a separator such as '-') is shown exactly as given.
 */
export function Grouped({ value, address = false, reference = false }: { value: string; address?: boolean; reference?: boolean }) {
  // A long identifier is one token: where it does not fit it wraps where the line ends, never split by spaces it does not have.
  if (!groupable(value, address, reference)) return /^\S{16,}$/.test(value) ? <span data-slot="identifier">{value}</span> : value;
  return (
    <>
      <span aria-hidden="true" data-slot="groups">
        {value.match(/.{1,4}/g)!.map((group, index) => (
          <span key={index} className="nr-group">
            {group}
          </span>
        ))}
      </span>
      <span className="nr-visually-hidden nr-unselectable">{value}</span>
    </>
  );
}
