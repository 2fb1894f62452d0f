import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../locales';
import type { Rule } from './rule';
import * as accounts from './accounts';
import * as articles from './articles';
import * as billing from './billing';
import * as common from './common';
import * as forms from './forms';
import * as leads from './leads';
import * as listings from './listings';
import * as reviews from './reviews';
import * as siteMessages from './site-messages';
import * as visaMap from './visa-map';

const rules: Rule[] = [
  accounts,
  articles,
  billing,
  common,
  forms,
  leads,
  listings,
  reviews,
  siteMessages,
  visaMap,
].flatMap((area) => Object.values(area));

describe("the product's rules", () => {
  it('each have a name of their own', () => {
    const names = rules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(rules.map((rule) => [rule.name, rule] as const))('%s has its message in every language', (_, rule) => {
    for (const locale of LOCALES) expect(rule[locale].trim()).not.toBe('');
    expect(rule.ru).not.toBe(rule.en);
    expect(rule.uk).not.toBe(rule.en);
  });
});
