// The widget's one stylesheet, as text. This is the only place the elements name it: if it moves, change this line.
import widgetCss from '../react/styles.css?inline';

/**
 * The element itself: a block, and nothing the page's inherited text styles (letter-spacing,
 * text-transform, font-style...) can pass through. Custom properties are not reset by `all`, so
 * `--nr-*` set on the page or on the element still reach the widget. Rules a page writes for the
 * element itself (`naira-buy-ramp { margin: ... }`) win over these, as outer styles win over `:host`.
 */
const HOST_CSS = ':host{all:initial;display:block}:host([hidden]){display:none}';

let shared: CSSStyleSheet | undefined;

/** One constructed stylesheet, shared by every element on the page; each shadow root adopts it. */
export function rampStyleSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(`${HOST_CSS}\n${widgetCss}`);
  }
  return shared;
}
