// The custom elements with the page's own bundler, themed by property. The package's `import 'naira-ramp/elements'`
// defines them by its side effect; from the source (which this repository's package.json does not mark as having
// side effects) the page calls the same definition itself.
import { defineRampElements } from '../../../../src/elements/index';

defineRampElements();
for (const element of document.querySelectorAll('naira-buy-ramp, naira-sell-ramp')) {
  (element as HTMLElementTagNameMap['naira-buy-ramp']).theme = { primary: '#0f5132' };
}
