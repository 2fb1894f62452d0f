import { describe, expect, it } from 'vitest';
import { companyContentItem, companyProfileItem, companyContent } from './company-items';
import { filledLocales } from './filled-locales';
import { companyContentFixture, companyProfileFixture, serviceContentFixture, serviceMetaFixture } from './fixtures';
import { serviceContent, serviceContentItem, serviceMetaItem } from './service-items';

describe('filledLocales', () => {
  it('lists a locale only when every required text is written in it', () => {
    expect(filledLocales([{ en: 'a', ru: 'б', uk: 'в' }])).toEqual(['en', 'ru', 'uk']);
    expect(filledLocales([{ en: 'a', ru: 'б' }, { en: 'c' }])).toEqual(['en']);
    expect(filledLocales([{ en: 'a', ru: '  ' }])).toEqual(['en']);
    expect(filledLocales([{ en: '', ru: 'б' }])).toEqual(['ru']);
  });
});

describe('company items', () => {
  it('keeps the profile and each content version in the company partition', () => {
    const profile = companyProfileFixture({ id: 'c1' });
    expect(companyProfileItem(profile)).toMatchObject({ pk: 'COMPANY#c1', sk: 'PROFILE', id: 'c1' });
    expect(companyContentItem('c1', 'approved', companyContentFixture())).toMatchObject({
      pk: 'COMPANY#c1',
      sk: 'CONTENT#approved',
    });
    expect(companyContentItem('c1', 'draft', companyContentFixture()).sk).toBe('CONTENT#draft');
  });

  it('derives filled_locales from the texts, offices included, whatever the input claims', () => {
    const content = companyContentFixture();
    expect(companyContent(content).filled_locales).toEqual(['en', 'ru']);
    const office = { ...content.offices[0]!, address: { en: 'Rua Augusta 100, Lisbon' } };
    const claimed = { ...content, offices: [office], filled_locales: ['en', 'ru', 'uk'] };
    expect(companyContentItem('c1', 'draft', claimed).filled_locales).toEqual(['en']);
  });

  it('ignores the texts of a hidden block', () => {
    const content = companyContentFixture({
      show_achievements_block: false,
      company_achievements: [{ id: 'a', description: { en: 'Only in English' }, icon: null }],
    });
    expect(companyContent(content).filled_locales).toEqual(['en', 'ru']);
  });
});

describe('service items', () => {
  it('indexes the meta item and the approved content by the service id, not the draft', () => {
    const meta = serviceMetaFixture('c1', { id: 's1' });
    expect(serviceMetaItem(meta)).toMatchObject({
      pk: 'COMPANY#c1',
      sk: 'SERVICE#s1',
      gsi1pk: 'SERVICE#s1',
      gsi1sk: 'SERVICE',
    });
    expect(serviceContentItem(meta, 'approved', serviceContentFixture())).toMatchObject({
      pk: 'COMPANY#c1',
      sk: 'SERVICE#s1#CONTENT#approved',
      gsi1pk: 'SERVICE#s1',
      gsi1sk: 'CONTENT#approved',
    });
    const draft = serviceContentItem(meta, 'draft', serviceContentFixture());
    expect(draft.sk).toBe('SERVICE#s1#CONTENT#draft');
    expect(draft).not.toHaveProperty('gsi1pk');
  });

  it('derives filled_locales from names, texts, documents, steps and benefits', () => {
    const content = serviceContentFixture();
    expect(serviceContent(content).filled_locales).toEqual(['en', 'ru']);
    const step = { ...content.service_required_steps[0]!, description: { en: 'Call us' } };
    expect(serviceContent({ ...content, service_required_steps: [step] }).filled_locales).toEqual(['en']);
    expect(
      serviceContent({ ...content, service_required_steps: [step], show_required_steps_block: false }).filled_locales,
    ).toEqual(['en', 'ru']);
  });
});
