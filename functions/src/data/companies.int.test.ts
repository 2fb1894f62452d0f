import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyContent, getCompany, putApprovedCompany } from './companies';
import { companyContentFixture, companyProfileFixture } from './fixtures';

describe('companies', () => {
  it('reads back a written company exactly: profile and approved content with derived filled_locales', async () => {
    const profile = companyProfileFixture();
    const content = companyContentFixture();
    await putApprovedCompany(profile, content);
    expect(await getCompany(profile.id)).toEqual({ profile, content: companyContent(content) });
  });

  it('answers the profile without content for a version that does not exist', async () => {
    const profile = companyProfileFixture();
    await putApprovedCompany(profile, companyContentFixture());
    expect(await getCompany(profile.id, 'draft')).toEqual({ profile, content: null });
  });

  it('answers nothing for an unknown company', async () => {
    expect(await getCompany(randomUUID())).toBeUndefined();
  });

  it('overwrites the same items when the same company is written again', async () => {
    const profile = companyProfileFixture();
    await putApprovedCompany(profile, companyContentFixture());
    const renamed = companyContentFixture({ name: { en: 'Renamed', ru: 'Переименована' } });
    await putApprovedCompany({ ...profile, plan: 'premium' }, renamed);
    expect(await getCompany(profile.id)).toEqual({
      profile: { ...profile, plan: 'premium' },
      content: companyContent(renamed),
    });
  });
});
