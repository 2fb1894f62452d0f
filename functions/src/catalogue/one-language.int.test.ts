import { describe, expect, it } from 'vitest';
import { getCompanyPage, getServicePage, listCompanyServices, search } from '@migralink/shared/api/catalogue';
import { approveModeration } from '@migralink/shared/api/moderation';
import { LOCALES, type Locale, type LocalizedText } from '@migralink/shared/locales';
import { setCompanyPublished, setServicePublished } from '#data/moderation';
import { reindexCompany } from '#search/reindex';
import { asRole } from '#testing/accounts';
import { callOk } from '#testing/call';
import { storedLead } from '#testing/leads';
import { presentLead } from '#leads/present';
import { lastMailTo } from '#testing/mailbox';
import { draftCompany, draftService, ownerAccount, send, approve, tick } from '#testing/moderation';
import { companyContentFixture, serviceContentFixture } from '#data/fixtures';

/**
 * An entity written in one language only is shown by one rule everywhere
 * (`pickText` and `textLocale` in shared/src/locales.ts): the page's language,
 * else English, else the language it was written in. So no page, list, card or
 * mail in any language shows it without a name.
 */

/** Every text of a value kept in `language` alone: English empty, as an owner writing only Russian leaves it. */
function onlyIn<T>(value: T, language: Exclude<Locale, 'en'>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => onlyIn(item, language)) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (typeof (value as { en?: unknown }).en === 'string') {
    const text = value as unknown as LocalizedText;
    return { en: '', [language]: `${text.en} (${language})` } as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, onlyIn(entry, language)])) as T;
}

const written = {
  company: onlyIn(companyContentFixture(), 'ru'),
  service: onlyIn(
    serviceContentFixture({ search_attributes: { ...serviceContentFixture().search_attributes, country: 'NZ' } }),
    'ru',
  ),
};
const companyName = written.company.name.ru!;
const serviceName = written.service.name.ru!;

/** A company and its service written in Russian alone, approved (the owner, who speaks English, mailed) and public. */
async function russianOnlyCompany() {
  const owner = await ownerAccount('en');
  const company = await draftCompany(owner, written.company);
  await send(company.subject);
  await approve(company.subject);
  await setCompanyPublished(company.profile.id, true, tick());
  const service = await draftService(company.profile.id, written.service);
  const revision = await send(service.subject);
  await callOk(
    approveModeration,
    { params: { kind: 'service', uuid: service.meta.id }, body: { revision } },
    await asRole('admin'),
  );
  await setServicePublished(service.subject, true, tick());
  await reindexCompany(company.profile.id);
  return { owner, companyId: company.profile.id, serviceId: service.meta.id };
}

describe('an entity written in one language only', () => {
  it('has its name in every output, in every language', async () => {
    const { owner, companyId, serviceId } = await russianOnlyCompany();

    const mail = await lastMailTo(owner.email);
    expect(mail.body.text).toContain(serviceName);

    for (const locale of LOCALES) {
      const page = (await callOk(getCompanyPage, { params: { uuid: companyId } }, { locale })).data;
      expect(page).toMatchObject({ name: companyName, text_locale: 'ru' });
      expect(page.motto).not.toBe('');
      expect(page.description).not.toBe('');

      const services = (await callOk(listCompanyServices, { params: { uuid: companyId } }, { locale })).data;
      expect(services.map((service) => [service.name, service.text_locale])).toEqual([[serviceName, 'ru']]);

      const servicePage = (await callOk(getServicePage, { params: { id: serviceId } }, { locale })).data;
      expect(servicePage).toMatchObject({ name: serviceName, text_locale: 'ru', company: { name: companyName } });
      expect(servicePage.receiving_reason).not.toBe('');

      const results = (await callOk(search, { query: { country_destination_id: 'NZ' } }, { locale })).data.base_search;
      const card = results.find((entry) => entry.uuid === companyId);
      expect(card).toMatchObject({ name: companyName });
      expect(card?.motto).not.toBe('');
    }

    const lead = await storedLead(companyId, {
      service_id: serviceId,
      company_name: written.company.name,
      service_name: written.service.name,
    });
    for (const locale of LOCALES)
      expect(presentLead(lead, locale)).toMatchObject({ company_name: companyName, service_name: serviceName });
  });
});
