import { describe, expect, it } from 'vitest';
import { getProfile } from '@migralink/shared/api/accounts';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { getCompanyLead, listCompanyLeads, setCompanyLeadStatus } from '@migralink/shared/api/leads';
import { readLeadCounts } from '#data/leads';
import { callOk, callRoute } from '#testing/call';
import { leadForm, leadReceiver } from '#testing/leads';

const newLeads = async (caller: { token: string }) => (await callOk(getProfile, {}, caller)).data.new_leads;

describe('unread counters under concurrent leads and reads', () => {
  it('count 20 leads sent at once exactly, and drop to zero when each is opened twice at once', async () => {
    const company = await leadReceiver();
    const sent = await Promise.all(
      Array.from({ length: 20 }, () => callOk(sendCompanyLead, { body: leadForm(company.companyId) })),
    );
    expect(await newLeads(company)).toBe(20);
    const inbox = await callOk(listCompanyLeads, {}, company);
    expect(inbox.meta.total).toBe(20);
    expect(new Set(inbox.data.map((lead) => lead.uuid))).toEqual(new Set(sent.map(({ data }) => data.uuid)));

    // Half the leads opened while ten more arrive; every lead opened twice at once.
    const opening = (ids: string[]) =>
      Promise.all(ids.flatMap((id) => [1, 2].map(() => callOk(getCompanyLead, { params: { id } }, company))));
    const [more] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => callOk(sendCompanyLead, { body: leadForm(company.companyId) }))),
      opening(sent.slice(0, 10).map(({ data }) => data.uuid)),
    ]);
    expect(await newLeads(company)).toBe(20);
    await opening([...sent.slice(10), ...more].map(({ data }) => data.uuid));
    expect(await newLeads(company)).toBe(0);
    expect(await readLeadCounts(company.companyId, true)).toEqual({
      unread: 0,
      all: 30,
      'status=new': 30,
      'kind=company': 30,
    });
  });

  it('answer 20 status changes of one lead at once without a server error, and count it in one status list', async () => {
    const company = await leadReceiver();
    const { data: lead } = await callOk(sendCompanyLead, { body: leadForm(company.companyId) });
    const statuses = ['in_progress', 'done', 'rejected', 'new'] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callRoute(setCompanyLeadStatus, { params: { id: lead.uuid }, body: { status: statuses[index % 4]! } }, company),
      ),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const { data: stored } = await callOk(getCompanyLead, { params: { id: lead.uuid } }, company);
    const counts = await readLeadCounts(company.companyId, true);
    expect(statuses.map((status) => counts[`status=${status}`] ?? 0)).toEqual(
      statuses.map((status) => (status === stored.status ? 1 : 0)),
    );
  });
});
