import { expect, it } from 'vitest';
import { companyUrl } from './catalogue-paths';

it('links a company to its page', () => {
  expect(companyUrl('ru', { uuid: 'a b', slug: '' })).toBe('/ru/company/?id=a%20b');
  expect(companyUrl('uk', { uuid: 'x', slug: 'nordlicht-relocation' })).toBe('/uk/company/nordlicht-relocation/');
});
