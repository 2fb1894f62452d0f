import { describe, expect, it } from 'vitest';
import { getCompanyPage } from '@migralink/shared/api/catalogue';
import { replyToLead } from '@migralink/shared/api/leads';
import { getCompanyStatistics } from '@migralink/shared/api/statistics';
import { countContactView } from '#data/contact-views';
import { setPageViews } from '#data/page-views';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus } from '#testing/call';
import { leadReceiver, storedLead } from '#testing/leads';
import { median } from '#statistics/company';

const DAY_MS = 24 * 60 * 60 * 1000;
const today = new Date();
/** A moment `days` days before now, at the same time of day. */
const daysAgo = (days: number, hours = 0) => new Date(today.getTime() - days * DAY_MS - hours * 3_600_000);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe('GET /v1/account/company/statistics', () => {
  it('counts leads by day and status, contact and page views, and the median time to a first answer', async () => {
    const company = await leadReceiver();
    const at = (days: number, hours = 0) => daysAgo(days, hours).toISOString();
    // Two leads today (one done), one three days ago in progress, one 40 days ago (outside 30 days).
    const [fresh] = [
      await storedLead(company.companyId, { created_at: at(0, 0), status: 'new' }),
      await storedLead(company.companyId, { created_at: at(0, 0), status: 'done' }),
      await storedLead(company.companyId, { created_at: at(3), status: 'in_progress' }),
      await storedLead(company.companyId, { created_at: at(40), status: 'new' }),
    ];
    for (const viewer of ['a', 'b', 'a']) await countContactView(company.companyId, viewer, daysAgo(3));
    // Page views as the page-view count sets them (count-page-views.int.test.ts counts them from the logs).
    await setPageViews(company.companyId, dayOf(daysAgo(3)), { company: 1, services: { [company.serviceId]: 1 } });
    await setPageViews(company.companyId, dayOf(today), { company: 0, services: { [company.serviceId]: 1 } });
    await callOk(replyToLead, { params: { id: fresh!.id }, body: { message: 'Hello!' } }, company);
    await callOk(replyToLead, { params: { id: fresh!.id }, body: { message: 'Only the first counts.' } }, company);

    const { data } = await callOk(getCompanyStatistics, { query: { days: '30' } }, { ...company, locale: 'ru' });
    expect(data.days).toHaveLength(30);
    expect(data.to).toBe(dayOf(today));
    expect(data.from).toBe(dayOf(daysAgo(29)));
    const on = (date: Date) => data.days.find((day) => day.day === dayOf(date));
    expect(on(daysAgo(0))).toEqual({
      day: dayOf(today),
      leads: { new: 1, in_progress: 0, done: 1, rejected: 0 },
      contact_views: 0,
      page_views: 1,
    });
    expect(on(daysAgo(3))).toMatchObject({ leads: { in_progress: 1 }, contact_views: 2, page_views: 2 });
    const leads = data.days.reduce((total, day) => total + Object.values(day.leads).reduce((a, b) => a + b, 0), 0);
    expect(leads).toBe(3);
    expect(data.services).toEqual([{ uuid: company.serviceId, name: expect.stringMatching(/[а-я]/), page_views: 2 }]);
    expect(data.answered).toBe(1);
    expect(data.median_first_answer_minutes).toBeLessThan(2);

    const week = await callOk(getCompanyStatistics, { query: { days: '7' } }, company);
    expect(week.data.days).toHaveLength(7);
    const quarter = await callOk(getCompanyStatistics, { query: { days: '90' } }, company);
    expect(quarter.data.days).toHaveLength(90);
    expect(quarter.data.days.reduce((total, day) => total + day.leads.new, 0)).toBe(2);
    const byDefault = await callOk(getCompanyStatistics, {}, company);
    expect(byDefault.data.days).toHaveLength(30);
  });

  it('takes only 7, 30 or 90 days, and is for company accounts with a company', async () => {
    const company = await leadReceiver();
    expectInvalid(await callRoute(getCompanyStatistics, { raw: { query: 'days=365' } }, company), 'days');
    expectStatus(await callRoute(getCompanyStatistics, {}, await asRole('client')), 403);
    expectStatus(await callRoute(getCompanyStatistics, {}, await signedInUser({ role: 'company' })), 404);
  });

  it("shows a company its own figures only, never another's", async () => {
    const [a, b] = await Promise.all([leadReceiver(), leadReceiver()]);
    await storedLead(b.companyId);
    await setPageViews(b.companyId, dayOf(today), { company: 1, services: {} });
    const { data } = await callOk(getCompanyStatistics, { query: { days: '7' } }, a);
    expect(data.days.every((day) => day.page_views === 0 && Object.values(day.leads).every((n) => n === 0))).toBe(true);
  });
});

describe("the public company page's time to answer", () => {
  it('is shown once 5 leads of the last 90 days were answered: their median, in minutes', async () => {
    const company = await leadReceiver();
    const page = async () => (await callOk(getCompanyPage, { params: { uuid: company.companyId } })).data;
    const hoursAgo = [1, 2, 3, 5, 8];
    const leads = [];
    for (const hours of hoursAgo)
      leads.push(await storedLead(company.companyId, { created_at: daysAgo(0, hours).toISOString() }));
    for (const lead of leads.slice(0, 4))
      await callOk(replyToLead, { params: { id: lead.id }, body: { message: 'Yes' } }, company);
    expect((await page()).answers_within_minutes).toBeNull();
    await callOk(replyToLead, { params: { id: leads[4]!.id }, body: { message: 'Yes' } }, company);
    // Answered now: 1, 2, 3, 5 and 8 hours after they came; the median is 3 hours.
    expect((await page()).answers_within_minutes).toBeGreaterThanOrEqual(180);
    expect((await page()).answers_within_minutes).toBeLessThan(182);
  });
});

describe('the median', () => {
  it('is the middle value, or the mean of the two middle ones, and null for none', () => {
    expect(median([])).toBeNull();
    expect(median([30, 5, 600])).toBe(30);
    expect(median([10, 20, 40, 1000])).toBe(30);
  });
});
