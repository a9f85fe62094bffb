/**
 * A long unspaced value (an address, an id) shown as groups of four that wrap whole; screen readers
 * and text search get it once, whole, from a hidden copy that is left out of a selection.
 */
export function Grouped({ value }: { value: string }) {
  if (/\s/.test(value) || value.length < 16) return value;
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
