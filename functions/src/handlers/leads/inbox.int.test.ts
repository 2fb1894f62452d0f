import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deleteCompanyLead,
  getCompanyLead,
  listCompanyLeads,
  listUserLeads,
  setCompanyLeadStatus,
} from '@migralink/shared/api/leads';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { PLATFORM_OWNER, readLeadCounts } from '#data/leads';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus } from '#testing/call';
import { leadForm, leadReceiver, storedLead } from '#testing/leads';

const uuids = (page: { data: { uuid: string }[] }) => page.data.map((lead) => lead.uuid);
const ids = (leads: { id: string }[]) => leads.map((lead) => lead.id);

/** `count` leads of `owner`, one a day going back from 2026-03-31 (newest first in the answer). */
async function leadsOnDays(owner: string, count: number, extra: (index: number) => object = () => ({})) {
  const leads = [];
  for (let index = 0; index < count; index++) {
    const day = new Date(Date.UTC(2026, 2, 31 - index, 9, 30)).toISOString();
    leads.push(await storedLead(owner, { created_at: day, updated_at: day, ...extra(index) }));
  }
  return leads;
}

describe('GET /v1/account/company/leads', () => {
  it('pages the inbox newest first, 20 a page, with total and last page; a page past the last answers the last', async () => {
    const company = await leadReceiver();
    const leads = await leadsOnDays(company.companyId, 45);
    const page = (page: number) => callOk(listCompanyLeads, { query: { page } }, company);
    const [first, second, third, beyond] = await Promise.all([page(1), page(2), page(3), page(9)]);
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 20, total: 45 });
    expect(uuids(first)).toEqual(ids(leads.slice(0, 20)));
    expect(uuids(second)).toEqual(ids(leads.slice(20, 40)));
    expect(uuids(third)).toEqual(ids(leads.slice(40)));
    expect(beyond).toEqual({ ...third, meta: { ...third.meta, current_page: 3 } });
  });

  it('filters by status, kind, service, and a range of days alone or with a filter', async () => {
    const company = await leadReceiver();
    const leads = await leadsOnDays(company.companyId, 12, (index) => ({
      ...(index % 3 === 0 ? { service_id: company.serviceId } : {}),
      ...(index % 4 === 0 ? { status: 'done' } : {}),
    }));
    const list = async (query: object) => uuids(await callOk(listCompanyLeads, { query }, company));
    expect(await list({ status: 'done' })).toEqual(ids(leads.filter((_, index) => index % 4 === 0)));
    expect(await list({ status: 'new' })).toEqual(ids(leads.filter((_, index) => index % 4 !== 0)));
    expect(await list({ kind: 'company' })).toEqual(ids(leads));
    expect(await list({ kind: 'program' })).toEqual([]);
    expect(await list({ service: company.serviceId })).toEqual(ids(leads.filter((_, index) => index % 3 === 0)));
    // 2026-03-31 is index 0; 2026-03-25 … 2026-03-28 are indexes 3 to 6.
    expect(await list({ from: '2026-03-25', to: '2026-03-28' })).toEqual(ids(leads.slice(3, 7)));
    expect(await list({ from: '2026-03-29' })).toEqual(ids(leads.slice(0, 3)));
    expect(await list({ to: '2026-03-21' })).toEqual(ids(leads.slice(10)));
    expect(await list({ service: company.serviceId, from: '2026-03-22', to: '2026-03-28' })).toEqual(
      ids([leads[3]!, leads[6]!, leads[9]!]),
    );
    const ranged = await callOk(
      listCompanyLeads,
      { query: { from: '2026-03-20', to: '2026-03-30', page: 5 } },
      company,
    );
    expect(ranged.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 11 });
  });

  it('refuses two filters at once and a range that ends before it starts, per field in the caller language', async () => {
    const company = await leadReceiver();
    const both = await callRoute(
      listCompanyLeads,
      { query: { status: 'new', kind: 'company' } },
      { ...company, locale: 'ru' },
    );
    expectInvalid(both, 'status');
    expect(JSON.stringify(both.body)).toContain('Фильтруйте одновременно только по одному признаку');
    expectInvalid(
      await callRoute(listCompanyLeads, { query: { from: '2026-03-02', to: '2026-03-01' } }, company),
      'to',
    );
  });

  it("is refused to clients and partners, and shows staff the platform's leads only", async () => {
    const company = await leadReceiver();
    const lead = await storedLead(company.companyId);
    for (const role of ['client', 'partner', 'content_manager'] as const) {
      expectStatus(await callRoute(listCompanyLeads, {}, await asRole(role)), 403);
      expectStatus(await callRoute(getCompanyLead, { params: { id: lead.id } }, await asRole(role)), 403);
    }
    const platformLead = await storedLead(PLATFORM_OWNER);
    const support = await asRole('customer_support');
    const staffInbox = await callOk(listCompanyLeads, { query: { kind: 'program' } }, support);
    expect(uuids(staffInbox)).toContain(platformLead.id);
    expect(uuids(staffInbox)).not.toContain(lead.id);
  });
});

describe("another company's leads", () => {
  it('are not found by id: not read, not changed, not deleted', async () => {
    const [a, b] = await Promise.all([leadReceiver(), leadReceiver()]);
    const sent = await callOk(sendCompanyLead, { body: leadForm(b.companyId) });
    const id = sent.data.uuid;
    const answers = [
      await callRoute(getCompanyLead, { params: { id } }, a),
      await callRoute(setCompanyLeadStatus, { params: { id }, body: { status: 'rejected' } }, a),
      await callRoute(deleteCompanyLead, { params: { id } }, a),
      await callRoute(getCompanyLead, { params: { id } }, await asRole('customer_support')),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
    expect(uuids(await callOk(listCompanyLeads, {}, a))).toEqual([]);
    const own = await callOk(listCompanyLeads, {}, b);
    expect(own.data).toEqual([sent.data]);
    expect(await readLeadCounts(b.companyId, true)).toMatchObject({ unread: 1, all: 1, 'status=new': 1 });
  });
});

describe('GET /v1/account/company/lead/{id}', () => {
  it('opens a lead, marking it read once: new_leads drops by one', async () => {
    const company = await leadReceiver();
    const lead = await storedLead(company.companyId);
    await storedLead(company.companyId);
    const opened = await callOk(getCompanyLead, { params: { id: lead.id } }, company);
    expect(opened.data).toMatchObject({ uuid: lead.id, read: true, status: 'new' });
    await callOk(getCompanyLead, { params: { id: lead.id } }, company);
    expect((await readLeadCounts(company.companyId, true)).unread).toBe(1);
    expectStatus(await callRoute(getCompanyLead, { params: { id: randomUUID() } }, company), 404);
  });
});

describe('PATCH /v1/account/company/leads/{id}/status', () => {
  it('moves the lead between the status lists and counts; its visitor sees the new status', async () => {
    const company = await leadReceiver();
    const visitor = await signedInUser();
    const sent = await callOk(sendCompanyLead, { body: leadForm(company.companyId) }, visitor);
    const id = sent.data.uuid;
    const changed = await callOk(setCompanyLeadStatus, { params: { id }, body: { status: 'in_progress' } }, company);
    expect(changed.data).toMatchObject({ uuid: id, status: 'in_progress' });
    expect(changed.data.updated_at > sent.data.updated_at).toBe(true);
    const byStatus = async (status: 'new' | 'in_progress') => callOk(listCompanyLeads, { query: { status } }, company);
    expect((await byStatus('new')).meta.total).toBe(0);
    expect(uuids(await byStatus('in_progress'))).toEqual([id]);
    expect((await callOk(listUserLeads, {}, visitor)).data[0]).toMatchObject({ uuid: id, status: 'in_progress' });

    // Concurrent changes: every one succeeds in turn, and the lead is in exactly one status list.
    const statuses = ['done', 'rejected', 'new', 'done', 'in_progress', 'rejected'] as const;
    await Promise.all(
      statuses.map((status) => callOk(setCompanyLeadStatus, { params: { id }, body: { status } }, company)),
    );
    const counts = await readLeadCounts(company.companyId, true);
    const lists = await Promise.all(
      (['new', 'in_progress', 'done', 'rejected'] as const).map(async (status) => ({
        status,
        found: uuids(await callOk(listCompanyLeads, { query: { status } }, company)),
      })),
    );
    const holding = lists.filter(({ found }) => found.length);
    expect(holding.map(({ found }) => found)).toEqual([[id]]);
    const { status } = holding[0]!;
    expect(counts[`status=${status}`]).toBe(1);
    expect(Object.entries(counts).filter(([name, count]) => name.startsWith('status=') && count)).toEqual([
      [`status=${status}`, 1],
    ]);
    expect((await callOk(getCompanyLead, { params: { id } }, company)).data.status).toBe(status);
  });
});

describe('DELETE /v1/account/company/lead/{id}', () => {
  it("takes the lead out of the company's inbox and counts; the visitor still sees it", async () => {
    const company = await leadReceiver();
    const visitor = await signedInUser();
    const form = leadForm(company.companyId, { service_id: company.serviceId });
    const sent = await callOk(sendCompanyLead, { body: form }, visitor);
    const id = sent.data.uuid;
    const deleted = await callRoute(deleteCompanyLead, { params: { id } }, company);
    expectStatus(deleted, 204);
    expect((await callOk(listCompanyLeads, {}, company)).meta.total).toBe(0);
    expect((await callOk(listCompanyLeads, { query: { service: company.serviceId } }, company)).data).toEqual([]);
    expect(await readLeadCounts(company.companyId, true)).toEqual({
      unread: 0,
      all: 0,
      'status=new': 0,
      'kind=company': 0,
      [`service=${company.serviceId}`]: 0,
    });
    expectStatus(await callRoute(getCompanyLead, { params: { id } }, company), 404);
    expectStatus(await callRoute(deleteCompanyLead, { params: { id } }, company), 404);
    expect((await callOk(listUserLeads, {}, visitor)).data).toEqual([sent.data]);
  });
});

describe('GET /v1/account/user/leads', () => {
  it('shows a visitor only their own leads, newest first; a page past the last answers the last', async () => {
    const company = await leadReceiver();
    const [visitor, other] = await Promise.all([signedInUser(), signedInUser()]);
    const sent = [];
    for (let index = 0; index < 22; index++)
      sent.push((await callOk(sendCompanyLead, { body: leadForm(company.companyId) }, visitor)).data.uuid);
    await callOk(sendCompanyLead, { body: leadForm(company.companyId) }, other);
    const second = await callOk(listUserLeads, { query: { page: 2 } }, visitor);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 20, total: 22 });
    expect(uuids(second)).toEqual(sent.slice(0, 2).reverse());
    expect(await callOk(listUserLeads, { query: { page: 7 } }, visitor)).toEqual(second);
    expect((await callOk(listUserLeads, {}, other)).meta.total).toBe(1);
    expect(await callOk(listUserLeads, {}, await signedInUser())).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
  });
});

describe("the platform's leads", () => {
  it.each(['customer_support', 'admin'] as const)('are worked by %s: opened, moved, taken out', async (role) => {
    const staff = await asRole(role);
    const lead = await storedLead(PLATFORM_OWNER, { kind: 'seminar' });
    const id = lead.id;
    expect((await callOk(getCompanyLead, { params: { id } }, staff)).data).toMatchObject({ uuid: id, read: true });
    const moved = await callOk(setCompanyLeadStatus, { params: { id }, body: { status: 'in_progress' } }, staff);
    expect(moved.data.status).toBe('in_progress');
    const inProgress = await callOk(listCompanyLeads, { query: { status: 'in_progress', from: '2020-01-01' } }, staff);
    expect(uuids(inProgress)).toContain(id);
    expectStatus(await callRoute(deleteCompanyLead, { params: { id } }, staff), 204);
    expectStatus(await callRoute(getCompanyLead, { params: { id } }, staff), 404);
    // No company reaches them.
    const company = await leadReceiver();
    const other = await storedLead(PLATFORM_OWNER);
    expectStatus(await callRoute(getCompanyLead, { params: { id: other.id } }, company), 404);
    expectStatus(
      await callRoute(setCompanyLeadStatus, { params: { id: other.id }, body: { status: 'done' } }, company),
      404,
    );
  });
});
