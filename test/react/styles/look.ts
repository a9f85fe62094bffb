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

/** One line per computed property of every element (and generated pseudo-element) in the widget, plus its box. */
export function look(root: Element): string[] {
  const lines: string[] = [];
  const properties = propertyNames();
  const origin = root.getBoundingClientRect();
  [root, ...root.querySelectorAll('*')].forEach((element, index) => {
    const name = `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const box = element.getBoundingClientRect();
    const round = (value: number) => Math.round(value * 2) / 2;
    lines.push(`${name} box: ${round(box.x - origin.x)},${round(box.y - origin.y)} ${round(box.width)}x${round(box.height)}`);
    const styles: [string, CSSStyleDeclaration][] = [['', getComputedStyle(element)]];
    for (const pseudo of PSEUDOS) {
      const style = getComputedStyle(element, pseudo);
      if (style.content !== 'none' && style.content !== 'normal') styles.push([pseudo, style]);
      else if (pseudo === '::marker' && style.display !== '' && getComputedStyle(element).display === 'list-item') styles.push([pseudo, style]);
    }
    for (const [pseudo, style] of styles) {
      for (const property of properties) lines.push(`${name}${pseudo} ${property}: ${style.getPropertyValue(property)}`);
    }
  });
  return lines;
}

/** What differs from `without` (the widget's look alone) once `css` is on the page, placed before or after the widget's stylesheet. */
function changesWith(root: Element, without: ReadonlySet<string>, css: string, place: 'before' | 'after'): string[] {
  const sheet = document.createElement('style');
  sheet.textContent = css;
  if (place === 'before') document.head.prepend(sheet);
  else document.head.append(sheet);
  try {
    return look(root).filter((line) => !without.has(line));
  } finally {
    sheet.remove();
  }
}

/**
 * What each host sheet, before and after the widget's own, changes in the widget's look: the first
 * twelve changed lines under `"<sheet>, <place> ours"`, for the placements that change anything.
 */
export function hostSheetChanges(root: Element): Record<string, string[]> {
  const without = new Set(look(root));
  const changes: Record<string, string[]> = {};
  for (const [name, css] of Object.entries(HOST_SHEETS)) {
    for (const place of ['before', 'after'] as const) {
      const changed = changesWith(root, without, css, place);
      if (changed.length) changes[`${name}, ${place} ours`] = changed.slice(0, 12);
    }
  }
  return changes;
}
