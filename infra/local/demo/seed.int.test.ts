import { companyApplications, getNumber, queuedApplications } from '@migralink/functions/data/certificates';
import { getCompany } from '@migralink/functions/data/companies';
import { readObject } from '@migralink/functions/uploads/bucket';
import { listQueue, readVersions } from '@migralink/functions/data/moderation';
import { readList } from '@migralink/functions/data/search-lists';
import { getServiceById, listCompanyServices } from '@migralink/functions/data/services';
import { cardSummary } from '@migralink/functions/search/card-summary';
import { listId } from '@migralink/functions/search/lists';
import { findCompanies } from '@migralink/functions/search/search';
import { leadPage } from '@migralink/functions/leads/pages';
import { readAuthorPage, readOrderPage } from '@migralink/functions/data/review-orders';
import { findUserIdByEmail, getUser } from '@migralink/functions/data/users';
import { verifyPassword } from '@migralink/functions/lib/passwords';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_CLIENT_EMAIL,
  DEMO_PASSWORD,
  generateDemo,
  seedDemo,
  type SeedDemoResult,
} from './index';

describe('seedDemo', () => {
  const demo = generateDemo();
  let first: SeedDemoResult;

  beforeAll(async () => {
    first = await seedDemo();
  });

  it('writes every company, service and account and tells how many', () => {
    expect(first).toEqual({
      companies: demo.companies.length,
      services: demo.companies.reduce((total, company) => total + company.services.length, 0),
      users: demo.users.length,
      waiting: 3,
      leads: demo.leads.length,
      reviews: demo.reviews.length,
      admin: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
      written: ['accounts', 'catalogue', 'leads', 'reviews', 'views', 'advertising', 'certificates', 'articles'],
    });
  });

  it('stores companies and services that read back as generated', async () => {
    const waiting = new Set(demo.pending.map((edit) => edit.subject.companyId));
    // Not one of the certified companies (`certificates.ts`: premium ones), whose profile carries its badge.
    const company = demo.companies.find(({ profile }) => !waiting.has(profile.id) && profile.plan !== 'premium');
    // The profile also carries what the reindex keeps for its cards: the countries served and the lowest price.
    const summary = cardSummary(company!.services.map((service) => service.content));
    expect(summary.served_countries.length).toBeGreaterThan(0);
    expect(await getCompany(company!.profile.id)).toEqual({
      profile: { ...company!.profile, ...summary },
      content: company!.content,
    });
    const listed = await listCompanyServices(company!.profile.id);
    expect(listed.map((service) => service.approved)).toEqual(
      expect.arrayContaining(company!.services.map((service) => service.content)),
    );
    const service = company!.services[0]!;
    expect(await getServiceById(service.meta.id)).toEqual({ meta: service.meta, approved: service.content });
  });

  it('makes every company findable by the target country of each of its services', async () => {
    for (const company of demo.companies.slice(0, 5))
      for (const service of company.services) {
        const list = await readList(listId({ to: service.content.search_attributes.country }));
        expect(list.entries.map((entry) => entry.id)).toContain(company.profile.id);
      }
  });

  it("keeps each demo company's reviews in its counted orders, by rating highest first", async () => {
    const company = demo.companies.find(({ profile }) => (profile.review_count ?? 0) > 1)!.profile;
    const own = demo.reviews.filter((review) => review.company_id === company.id);
    const total = own.length;
    for (const order of ['newest', 'rating', 'helpful', 'unanswered'] as const)
      expect(await readOrderPage(company.id, order, { offset: 0, size: total, total })).toHaveLength(total);
    const byRating = await readOrderPage(company.id, 'rating', { offset: 0, size: total, total });
    const ratings = byRating!.map((id) => own.find((review) => review.id === id)!.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const author = own.find((review) => !review.hidden)!.author_id;
    const byAuthor = demo.reviews.filter((review) => review.author_id === author && !review.hidden);
    expect(await readAuthorPage(author, { offset: 0, size: 10 })).toMatchObject({ total: byAuthor.length });
  });

  it("shows the demo companies in the search's pages, with and without a source country, and the leads in the inbox's", async () => {
    const findable = async (filters: Parameters<typeof findCompanies>[0], companyId: string) => {
      for (let page = 1; ; page++) {
        const found = await findCompanies(filters, page);
        if (found.ids.includes(companyId)) return true;
        if (page * 12 >= found.total) return false;
      }
    };
    for (const company of demo.companies.slice(0, 5))
      for (const { content } of company.services) {
        const { country, countries } = content.search_attributes;
        const filters = { country_destination_id: country, ...(countries[0] ? { country_id: countries[0] } : {}) };
        expect(await findable(filters, company.profile.id)).toBe(true);
      }
    const owner = demo.companies[0]!.profile.id;
    const theirs = demo.leads
      .filter((lead) => lead.owner === owner && !lead.deleted_at)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    const page = await leadPage(owner, 'all', { requested: 1, locale: 'en' });
    expect(page.data.map((lead) => lead.uuid)).toEqual(theirs.slice(0, 20).map((lead) => lead.id));
  });

  it('puts the pending edits in the moderation queue, oldest first, while the public keeps the approved versions', async () => {
    const queued = [];
    for (let cursor, page; !page || cursor; cursor = page.next) {
      page = await listQueue(20, cursor);
      queued.push(...page.entries.map((entry) => entry.meta.id));
    }
    const ids = demo.pending.map(({ subject }) => (subject.kind === 'company' ? subject.companyId : subject.serviceId));
    expect(queued.filter((id) => ids.includes(id))).toEqual(ids);
    for (const { subject, content, submittedAt } of demo.pending) {
      const versions = await readVersions(subject);
      expect(versions?.meta).toMatchObject({ status: 'on_moderation', revision: 2, submitted_at: submittedAt });
      expect(versions?.draft).toMatchObject(content);
      expect(versions?.approved).not.toMatchObject(content);
    }
  });

  it('gives the first premium company a valid certificate, the second a revoked one and an application in the queue', async () => {
    const [valid, revoked] = demo.companies.filter((company) => company.profile.plan === 'premium');
    const badge = (await getCompany(valid!.profile.id))?.profile.certificate;
    expect(badge?.number).toMatch(/^ML-\d{4}-\d{6}$/);
    expect(await getNumber(badge!.number)).toMatchObject({ company_id: valid!.profile.id, revoked_at: null });
    expect((await getCompany(revoked!.profile.id))?.profile.certificate).toBeUndefined();
    const { items } = (await queuedApplications(undefined))!;
    const waiting = items.filter((item) => item.company_id === revoked!.profile.id);
    expect(waiting.map((item) => item.state)).toEqual(['submitted']);
    const { items: theirs } = (await companyApplications(revoked!.profile.id, undefined))!;
    expect(theirs.map((item) => item.state).sort()).toEqual(['revoked', 'submitted']);
  });

  it("stores every company's logo and its people's photos as the PNG files their content names", async () => {
    const paths = demo.companies.flatMap(({ content }) => [
      content.logo,
      ...content.offices.flatMap((office) => office.office_employees.map((employee) => employee.avatar)),
    ]);
    expect(paths.every((path) => path?.startsWith('/media/'))).toBe(true);
    const PNG = [0x89, 0x50, 0x4e, 0x47];
    for (const path of new Set([paths[0], paths[1], paths.at(-1)]))
      expect([...(await readObject(path!.slice(1), undefined, 4))]).toEqual(PNG);
  });

  it('lets the demo admin sign in with the demo password', async () => {
    const adminId = await findUserIdByEmail(DEMO_ADMIN_EMAIL);
    const admin = adminId ? await getUser(adminId) : undefined;
    expect(admin).toMatchObject({ role: 'admin', email_verified: true });
    expect(await verifyPassword(DEMO_PASSWORD, admin!.password_hash)).toBe(true);
  });

  it('runs again over the same items without failing', async () => {
    expect(await seedDemo()).toEqual(first);
    const owner = demo.users.find((user) => user.role === 'company')!;
    expect(await findUserIdByEmail(owner.email)).toBe(owner.id);
  });

  it('writes nothing when asked to keep an existing demo', async () => {
    const adminHash = async () => (await getUser((await findUserIdByEmail(DEMO_ADMIN_EMAIL))!))?.password_hash;
    const before = await adminHash();
    expect(await seedDemo({ keepExisting: true })).toEqual({ ...first, written: [] });
    expect(await adminHash()).toBe(before);
  });
  it("fills the first companies' inboxes and the platform's, and the demo client's requests with their unread answers", async () => {
    const { readLeadCounts, visitorOwner, PLATFORM_OWNER, UNREAD_REPLIES } =
      await import('@migralink/functions/data/leads');
    const first = demo.companies[0]!.profile.id;
    const theirs = demo.leads.filter((lead) => lead.owner === first);
    expect(theirs.length).toBeGreaterThanOrEqual(4);
    const counts = await readLeadCounts(first, true);
    expect(counts.all).toBe(theirs.length);
    expect(counts.unread ?? 0).toBe(theirs.filter((lead) => !lead.read_at).length);
    expect((await readLeadCounts(PLATFORM_OWNER, true)).all).toBe(
      demo.leads.filter((lead) => lead.owner === PLATFORM_OWNER).length,
    );
    const client = demo.users.find((user) => user.email === DEMO_CLIENT_EMAIL)!;
    const sent = demo.leads.filter((lead) => lead.user_id === client.id);
    expect(sent.length).toBeGreaterThan(0);
    const clientCounts = await readLeadCounts(visitorOwner(client.id), true);
    expect(clientCounts.all).toBe(sent.length);
    expect(clientCounts[UNREAD_REPLIES] ?? 0).toBe(sent.reduce((total, lead) => total + (lead.unread_replies ?? 0), 0));
  });

  it('gives the statistics screens of the companies with leads the page and contact views of the last days, no page views of yesterday and today', async () => {
    const { companyStatistics } = await import('@migralink/functions/statistics/company');
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    for (const { profile } of demo.companies.slice(0, 3)) {
      const statistics = await companyStatistics(profile.id, '30', 'en');
      const seeded = demo.views.filter(
        (entry) => entry.companyId === profile.id && entry.day >= statistics.from && entry.day <= statistics.to,
      );
      expect(sum(statistics.days.map((day) => day.page_views))).toBe(
        sum(seeded.map(({ pages }) => (pages ? pages.company + sum(Object.values(pages.services)) : 0))),
      );
      // The counting job owns yesterday's and today's page views (it writes them from the access logs).
      expect(statistics.days.slice(-2).map((day) => day.page_views)).toEqual([0, 0]);
      expect(statistics.days.slice(-2).map((day) => day.day)).toEqual(seeded.slice(-2).map((entry) => entry.day));
      expect(sum(statistics.days.map((day) => day.contact_views))).toBe(sum(seeded.map((entry) => entry.contacts)));
      expect(sum(statistics.days.map((day) => day.page_views))).toBeGreaterThan(0);
      expect(statistics.services.length).toBeGreaterThan(0);
    }
  });
});
