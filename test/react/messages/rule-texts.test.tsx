import { describe, expect, it } from 'vitest';
import { SHIPPED } from './catalogues';
import { RULE_CASES } from './rule-cases';

describe('the rules’ texts', () => {
  it.each(RULE_CASES)('$name: the rule says how a translation words it', ({ issue }) => {
    expect(issue.word).toBeTypeOf('function');
  });

  describe.each(SHIPPED)('in $language', ({ catalogue }) => {
    it.each(RULE_CASES)('$name: worded in its own words, showing what the English shows', ({ issue, shows }) => {
      for (const data of shows) expect(issue.message, 'the case names the data the English shows').toContain(data);
      const said = issue.word!(catalogue.issues);
      expect(said.trim()).not.toBe('');
      expect(said).not.toBe(issue.message);
      for (const data of shows) expect(said).toContain(data);
    });
  });
});
