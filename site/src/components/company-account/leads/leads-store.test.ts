import { describe, expect, it, vi } from 'vitest';
import {
  deleteCompanyLead,
  getCompanyLead,
  listCompanyLeads,
  replyToLead,
  setCompanyLeadStatus,
} from '@migralink/shared/api/leads';
import type { Lead } from '@migralink/shared/schemas/leads';
import { useFakeApi } from '@/api/fake-api';
import { testLead, testUuid as uuid } from '@/components/account/my-leads/testing';
import { createLeads } from './leads-store';

const lead = testLead;

const page = (items: Lead[], current = 1, last = 1) => ({
  status: 200,
  body: { data: items, meta: { current_page: current, last_page: last, per_page: 20, total: items.length } },
});

const api = useFakeApi();

const make = () => {
  const showInAddress = vi.fn();
  const leads = createLeads({ onSessionExpired: vi.fn(), showInAddress });
  return { leads, showInAddress };
};
const shown = (leads: ReturnType<typeof createLeads>) => {
  const state = leads.list.$state.get();
  return state.status === 'ready' ? state.data.items.map((item) => `${item.name}:${item.status}:${item.read}`) : [];
};

describe('the leads inbox store', () => {
  it('puts the filters into the query, one of status or kind, and loads the next page', async () => {
    api.answer(listCompanyLeads, page([lead(1)], 1, 2));
    const { leads } = make();
    await leads.start(null);
    await leads.setFilter('kind', 'seminar');
    await leads.setFilter('status', 'done');
    await leads.setFilter('from', '2026-11-01');
    await leads.setFilter('to', '2026-10-01'); // the wrong way round: no call until mended
    await leads.setFilter('to', '2026-11-30');
    expect(leads.$filters.get()).toEqual({ status: 'done', kind: '', from: '2026-11-01', to: '2026-11-30' });
    api.answerOnce(listCompanyLeads, page([lead(1), lead(2)], 2, 2));
    await leads.loadMore();
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/account/company/leads',
      '/v1/account/company/leads?kind=seminar',
      '/v1/account/company/leads?status=done',
      '/v1/account/company/leads?status=done&from=2026-11-01',
      '/v1/account/company/leads?status=done&from=2026-11-01&to=2026-11-30',
      '/v1/account/company/leads?page=2&status=done&from=2026-11-01&to=2026-11-30',
    ]);
    expect(shown(leads)).toEqual(['Lead 1:new:false', 'Lead 2:new:false']);
    await leads.loadMore();
    expect(api.calls).toHaveLength(6);
  });

  it('opens the lead the address names, and marks it read in the list', async () => {
    api.answer(listCompanyLeads, page([lead(1), lead(2)]));
    api.answer(getCompanyLead, { status: 200, body: { data: lead(2, { read: true }) } });
    const { leads, showInAddress } = make();
    await leads.start(uuid(2));
    expect(api.calls.map((call) => call.url)).toContain(`/v1/account/company/lead/${uuid(2)}`);
    expect(leads.$openId.get()).toBe(uuid(2));
    expect(leads.lead.$state.get()).toMatchObject({ status: 'ready', data: { name: 'Lead 2' } });
    expect(shown(leads)).toEqual(['Lead 1:new:false', 'Lead 2:new:true']);
    expect(showInAddress).toHaveBeenLastCalledWith(uuid(2));
    leads.back();
    expect(leads.$openId.get()).toBeNull();
    expect(showInAddress).toHaveBeenLastCalledWith(null);
  });

  it('a lead that is not in the inbox closes with a notice', async () => {
    api.answer(listCompanyLeads, page([lead(1)]));
    api.answer(getCompanyLead, { status: 404, body: { message: 'Not found', code: 404 } });
    const { leads } = make();
    await leads.start(uuid(5));
    expect(leads.$openId.get()).toBeNull();
    expect(leads.$notice.get()).toBe('gone');
  });

  it('saves the status with PATCH and shows it once answered; a refusal is shown and changes nothing', async () => {
    api.answer(listCompanyLeads, page([lead(1)]));
    api.answer(getCompanyLead, { status: 200, body: { data: lead(1, { read: true }) } });
    const { leads } = make();
    await leads.start(null);
    await leads.open(uuid(1));
    api.answerOnce(setCompanyLeadStatus, { status: 500, body: { message: 'Broken', code: 500 } });
    await leads.setStatus('done');
    expect(leads.status.$state.get().phase).toBe('failed');
    expect(shown(leads)).toEqual(['Lead 1:new:true']);
    api.answerOnce(setCompanyLeadStatus, {
      status: 200,
      body: { data: lead(1, { read: true, status: 'in_progress' }) },
    });
    await leads.setStatus('in_progress');
    const patch = api.calls.at(-1)!;
    expect([patch.method, patch.url, patch.body]).toEqual([
      'PATCH',
      `/v1/account/company/leads/${uuid(1)}/status`,
      { status: 'in_progress' },
    ]);
    expect(leads.lead.$state.get()).toMatchObject({ data: { status: 'in_progress' } });
    expect(shown(leads)).toEqual(['Lead 1:in_progress:true']);
  });

  it('sends a reply and shows the thread once answered, emptying the field; a refusal keeps the text and names the field', async () => {
    api.answer(listCompanyLeads, page([lead(1)]));
    api.answer(getCompanyLead, { status: 200, body: { data: lead(1, { read: true }) } });
    const { leads } = make();
    await leads.start(null);
    await leads.open(uuid(1));
    leads.setReply('  We can help. ');
    api.answerOnce(replyToLead, {
      status: 422,
      body: { message: 'Invalid', code: 422, errors: { message: ['The thread is full.'] } },
    });
    await leads.sendReply();
    expect(leads.reply.$state.get()).toMatchObject({
      phase: 'failed',
      problems: { fields: { message: { text: 'The thread is full.' } } },
    });
    expect(leads.$reply.get()).toBe('  We can help. ');
    const reply = { uuid: uuid(7), message: 'We can help.', created_at: '2026-11-21T10:00:00.000Z' };
    api.answerOnce(replyToLead, {
      status: 201,
      body: { data: lead(1, { read: true, replies: [reply], unread_replies: 1 }) },
    });
    await leads.sendReply();
    const post = api.calls.at(-1)!;
    expect([post.method, post.url, post.body]).toEqual([
      'POST',
      `/v1/account/company/lead/${uuid(1)}/replies`,
      { message: 'We can help.' },
    ]);
    expect(leads.lead.$state.get()).toMatchObject({ data: { replies: [reply] } });
    expect(leads.$reply.get()).toBe('');
    expect(leads.reply.$state.get().phase).toBe('done');
  });

  it('deletes only after confirmation; the lead leaves the list', async () => {
    api.answer(listCompanyLeads, page([lead(1), lead(2)]));
    api.answer(getCompanyLead, { status: 200, body: { data: lead(1, { read: true }) } });
    api.answer(deleteCompanyLead, { status: 204 });
    const { leads } = make();
    await leads.start(null);
    await leads.open(uuid(1));
    await leads.confirmDelete();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    leads.askDelete();
    await leads.confirmDelete();
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', url: `/v1/account/company/lead/${uuid(1)}` });
    expect(shown(leads)).toEqual(['Lead 2:new:false']);
    expect(leads.$openId.get()).toBeNull();
    expect(leads.$notice.get()).toBe('deleted');
  });
});
