import { describe, expect, it } from 'vitest';
import { customElementsManifest } from '../../scripts/custom-elements-manifest';
import { PARTS } from '../../src/elements/parts';
import { ATTRIBUTES, PROPERTIES } from '../../src/elements/properties';
import { ANALYTICS_EVENTS, CALLBACK_EVENTS } from '../e2e/support/ramp-events';

const manifest = customElementsManifest();
const [module] = manifest.modules;
const byTag = (tag: string) => module!.declarations.find((declaration) => declaration.tagName === tag)!;

describe('custom-elements.json', () => {
  it('declares both tags, defined by dist/elements.js', () => {
    expect(module!.exports.filter((entry) => entry.kind === 'custom-element-definition').map((entry) => entry.name)).toEqual(['naira-buy-ramp', 'naira-sell-ramp']);
  });

  it.each(['naira-buy-ramp', 'naira-sell-ramp'])('lists every property of <%s> with its attribute, every event in both forms and every part', (tag) => {
    const element = byTag(tag);
    const expected = PROPERTIES.filter((name) => (tag === 'naira-buy-ramp' ? name !== 'sendDeposit' : name !== 'paymentWindowMinutes'));
    expect(element.members.map((member) => member.name)).toEqual(expected);
    const attributes = Object.entries(ATTRIBUTES).filter(([, property]) => expected.includes(property));
    expect(element.attributes.map(({ name, fieldName }) => [name, fieldName]).sort()).toEqual(attributes.sort());
    const names = [...CALLBACK_EVENTS, ...Object.values(ANALYTICS_EVENTS)];
    expect(element.events.map((event) => event.name).sort()).toEqual([...names, ...names.map((name) => name.replace('ramp:', 'ramp-'))].sort());
    expect(element.cssParts.map((part) => part.name)).toEqual(Object.keys(PARTS));
  });
});
