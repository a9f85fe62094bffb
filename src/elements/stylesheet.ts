// The widget's one stylesheet, as text. This is the only place the elements name it: if it moves, change this line.
import widgetCss from '../react/styles.css?inline';

/**
 * The element itself: a block, and nothing the page's inherited text styles (letter-spacing,
 * text-transform, font-style...) can pass through but `visibility`, so a container the page hides
 * with it hides the widget. Custom properties are not reset by `all`, so `--nr-*` set on the page or
 * on the element still reach the widget. Rules a page writes for the element itself
 * (`naira-buy-ramp { margin: ... }`) win over these, as outer styles win over `:host`.
 */
const HOST_CSS = ':host{all:initial;display:block;visibility:inherit}:host([hidden]){display:none}';

let shared: CSSStyleSheet | undefined;

/**
 * Browsers ignore `@property` in a shadow root's stylesheets. Unregistered, the widget's unit (`--_nr-u`,
 * 1em of its root) was read as 1em of each element using it, so a radio or a Copy button with a smaller
 * font came out smaller than in React. Each `@property` of the sheet is registered for the document instead.
 */
function registerProperties(sheet: CSSStyleSheet): void {
  if (typeof CSSPropertyRule === 'undefined') return;
  for (const rule of sheet.cssRules) {
    if (!(rule instanceof CSSPropertyRule)) continue;
    try {
      CSS.registerProperty({ name: rule.name, syntax: rule.syntax, inherits: rule.inherits, initialValue: rule.initialValue ?? undefined });
    } catch {
      // Registered already, by another copy of the elements on the page: the same rule.
    }
  }
}

/** One constructed stylesheet, shared by every element on the page; each shadow root adopts it. */
export function rampStyleSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(`${HOST_CSS}\n${widgetCss}`);
    registerProperties(shared);
  }
  return shared;
}
