import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyContentFixture, companyProfileFixture, serviceContentFixture, serviceMetaFixture } from './fixtures';
import { putApprovedCompany } from './companies';
import { getServiceById, listCompanyServices, putApprovedService, serviceContent } from './services';

async function companyWithServices(count: number) {
  const profile = companyProfileFixture();
  await putApprovedCompany(profile, companyContentFixture());
  const services = Array.from({ length: count }, (_, index) => ({
    meta: serviceMetaFixture(profile.id),
    content: serviceContentFixture({ duration: index + 1 }),
  }));
  await Promise.all(services.map(({ meta, content }) => putApprovedService(meta, content)));
  return { profile, services };
}

describe('services', () => {
  it('lists every service of a company with its approved content, and none of another company', async () => {
    const { profile, services } = await companyWithServices(3);
    await companyWithServices(1);
    const listed = await listCompanyServices(profile.id);
    const expected = services.map(({ meta, content }) => ({ meta, approved: serviceContent(content), draft: null }));
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(expect.arrayContaining(expected));
  });

  it('lists no services for a company without any', async () => {
    const { profile } = await companyWithServices(0);
    expect(await listCompanyServices(profile.id)).toEqual([]);
  });

  it('finds a service by its own id through gsi1, with its approved content', async () => {
    const { services } = await companyWithServices(2);
    const { meta, content } = services[1]!;
    expect(await getServiceById(meta.id)).toEqual({ meta, approved: serviceContent(content) });
  });

  it('answers nothing for an unknown service id', async () => {
    expect(await getServiceById(randomUUID())).toBeUndefined();
  });
});
