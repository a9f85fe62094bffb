import { describe, expect, it } from 'vitest';
import { readSupport } from '../../../src/react/config/support';

// The host's support channel is a link a person follows: only what can be one is taken, as given.
describe('the support option', () => {
  it('takes a web address, an email address or a phone number, each linked as given', () => {
    expect(readSupport('https://shop.example/help')).toEqual({ kind: 'url', href: 'https://shop.example/help', text: 'https://shop.example/help' });
    expect(readSupport(' help@shop.example ')).toEqual({ kind: 'email', href: 'mailto:help@shop.example', text: 'help@shop.example' });
    expect(readSupport('+234 (0)801 234-5678')).toEqual({ kind: 'phone', href: 'tel:+23408012345678', text: '+234 (0)801 234-5678' });
    expect(readSupport('')).toBeUndefined();
    expect(readSupport(undefined)).toBeUndefined();
  });

  it('refuses anything else, naming the option, rather than link to nowhere', () => {
    for (const value of ['javascript:alert(1)', 'shop.example/help', 'call us', '((((((((', '12345', 'https://localhost path']) {
      expect(() => readSupport(value), value).toThrow(/support must be a web address/);
    }
  });
});
