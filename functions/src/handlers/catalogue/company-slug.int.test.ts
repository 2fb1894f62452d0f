import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolveCompanySlug } from '@migralink/shared/api/catalogue';
import { deleteAll } from '#data/batch';
import { keys } from '#data/keys';
import { putPublicCompanies } from '#data/search-lists';
import { callRoute, expectStatus } from '#testing/call';

/** A public company's row as the reindex writes it, its slug ending with the start of its id. */
async function publicCompany(name: string, id: string = randomUUID()) {
  const slug = `${name}-${id.slice(0, 8)}`;
  await putPublicCompanies([{ id, slug, services: [] }]);
  return { id, slug };
}

describe('GET /v1/company/slug/{slug}', () => {
  it('names the public company of a slug, cacheable', async () => {
    const company = await publicCompany('harbour-relocation');
    const response = await callRoute(resolveCompanySlug, { params: { slug: company.slug } });
    expectStatus(response, 200);
    expect(response.body.data).toEqual({ uuid: company.id, slug: company.slug });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('tells apart companies whose ids start alike', async () => {
    const start = randomUUID().slice(0, 8);
    const first = await publicCompany('first', `${start}${randomUUID().slice(8)}`);
    const second = await publicCompany('second', `${start}${randomUUID().slice(8)}`);
    for (const company of [first, second]) {
      const response = await callRoute(resolveCompanySlug, { params: { slug: company.slug } });
      expectStatus(response, 200);
      expect(response.body.data.uuid).toBe(company.id);
    }
  });

  it('answers 404 for an unknown slug and for a company that is no longer public', async () => {
    const gone = await publicCompany('gone-away');
    await deleteAll([keys.search.publicCompany(gone.id)]);
    for (const slug of [gone.slug, `never-was-${randomUUID().slice(0, 8)}`, gone.slug.replace(/^gone/, 'went')]) {
      expect(await callRoute(resolveCompanySlug, { params: { slug } })).toMatchObject({
        status: 404,
        body: { code: 404, error_code: 'not_found' },
      });
    }
  });

  it.each(['Harbour-1f2e3d4c', 'harbour', 'harbour-1f2e3d4', '../etc/passwd-1f2e3d4c', 'a--b-1f2e3d4c'])(
    'answers the malformed slug %j with 422',
    async (slug) => {
      const response = await callRoute(resolveCompanySlug, { raw: { params: { slug } } });
      expect(response).toMatchObject({ status: 422, body: { error_code: 'validation_failed' } });
    },
  );
});
