import bootstrap from './hosts/bootstrap-5-reboot.css?raw';
import createVite from './hosts/create-vite.css?raw';
import hostile from './hosts/hostile.css?raw';
import tailwind3 from './hosts/tailwind-3-preflight.css?raw';
import tailwind4 from './hosts/tailwind-4-preflight.css?raw';

/** The host sheets a widget must hold against, inlined (no network). */
export const HOST_SHEETS: Record<string, string> = {
  'Bootstrap 5 reboot': bootstrap,
  'Tailwind 3 preflight (unlayered)': tailwind3,
  'Tailwind 4 preflight (@layer base)': tailwind4,
  "create-vite's index.css": createVite,
  'a hostile sheet': hostile,
};

const PSEUDOS = ['::before', '::after', '::marker'] as const;

let names: string[] | undefined;

/**
 * Every standard property a computed style lists (custom properties aside): the same list for every
 * element, so it is read once. Reading values by this list is several times faster than by `item(i)`.
 */
function propertyNames(): string[] {
  names ??= Array.from(getComputedStyle(document.documentElement)).filter((property) => !property.startsWith('--'));
  return names;
}

/**
 * The widget's look: for every element (and generated pseudo-element), keyed by its place and classes,
 * the value of every property `propertyNames()` lists, the element's box (against the root's) first.
 */
export type Look = Map<string, string[]>;

/** The label of each value in a look's entry: the box for an element itself, then every property. */
function labels(key: string, properties: string[]): string[] {
  return key.includes('::') ? properties : ['box', ...properties];
}

/** Reads the widget's look (see `Look`). */
export function look(root: Element): Look {
  const entries: Look = new Map();
  const properties = propertyNames();
  const origin = root.getBoundingClientRect();
  const round = (value: number) => Math.round(value * 2) / 2;
  const values = (style: CSSStyleDeclaration) => properties.map((property) => style.getPropertyValue(property));
  [root, ...root.querySelectorAll('*')].forEach((element, index) => {
    const name = `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    entries.set(name, [`${round(box.x - origin.x)},${round(box.y - origin.y)} ${round(box.width)}x${round(box.height)}`, ...values(style)]);
    for (const pseudo of PSEUDOS) {
      const generated = getComputedStyle(element, pseudo);
      const shown = generated.content !== 'none' && generated.content !== 'normal';
      if (shown || (pseudo === '::marker' && generated.display !== '' && style.display === 'list-item')) entries.set(`${name}${pseudo}`, values(generated));
    }
  });
  return entries;
}

/**
 * What `after` shows that `before` does not, one line a value (`<element> <property>: <value>`, the box as
 * `<element> box: x,y wxh`), in the widget's order; at most `limit` lines, none that `ignore` matches.
 */
export function changedLines(before: Look, after: Look, limit = 12, ignore?: RegExp): string[] {
  const lines: string[] = [];
  const properties = propertyNames();
  for (const [key, values] of after) {
    const earlier = before.get(key);
    const names = labels(key, properties);
    for (let i = 0; i < values.length && lines.length < limit; i += 1) {
      if (earlier?.[i] === values[i]) continue;
      const line = `${key} ${names[i]}: ${values[i]}`;
      if (!ignore?.test(line)) lines.push(line);
    }
  }
  return lines;
}

/** What differs from `without` (the widget's look alone) once `css` is on the page, placed before or after the widget's stylesheet. */
function changesWith(root: Element, without: Look, css: string, place: 'before' | 'after'): string[] {
  const sheet = document.createElement('style');
  sheet.textContent = css;
  if (place === 'before') document.head.prepend(sheet);
  else document.head.append(sheet);
  try {
    return changedLines(without, look(root));
  } finally {
    sheet.remove();
  }
}

/**
 * What each host sheet, before and after the widget's own, changes in the widget's look: the first
 * twelve changed lines under `"<sheet>, <place> ours"`, for the placements that change anything.
 */
export function hostSheetChanges(root: Element): Record<string, string[]> {
  const without = look(root);
  const changes: Record<string, string[]> = {};
  for (const [name, css] of Object.entries(HOST_SHEETS)) {
    for (const place of ['before', 'after'] as const) {
      const changed = changesWith(root, without, css, place);
      if (changed.length) changes[`${name}, ${place} ours`] = changed;
    }
  }
  return changes;
}
