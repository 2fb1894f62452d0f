import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCompanyLead, sendProgramLead } from '@migralink/shared/api/lead-forms';
import {
  deleteCompanyLead,
  exportCompanyLeads,
  getCompanyLead,
  getUserLead,
  listCompanyLeads,
  listUserLeads,
  replyToLead,
  setCompanyLeadStatus,
} from '@migralink/shared/api/leads';
import { CAMPAIGN_PARAMETERS, LEAD_REPLY_MAX, MAX_LEAD_REPLIES } from '@migralink/shared/schemas/leads';
import { LEAD_THREAD_BYTES, RATE_LIMITS } from '#http/limits';
import { ITEM_BYTES_MAX, itemBytes } from '#data/item-size';
import { getLead, threadBytes, threadHasRoom, type LeadReplyRecord } from '#data/leads';
import { keys } from '#data/keys';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, type Caller } from '#testing/call';
import { leadForm, leadReceiver, platformLeadForm, storedLead } from '#testing/leads';

/** Text of `units` UTF-16 units (what a length check counts), every character 4 bytes in UTF-8. */
const heavy = (units: number) => '😀'.repeat(Math.floor(units / 2));

/** Every field of a lead form at its longest, in 4-byte characters. */
const heaviest = {
  name: heavy(80),
  message: heavy(2000),
  attribution: {
    ...Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, heavy(300)])),
    referrer: heavy(2000),
    page: heavy(2000),
  },
};

const saved = { lead: { ...RATE_LIMITS.leadReplyLead }, inbox: { ...RATE_LIMITS.leadReplyInbox } };
beforeAll(() => {
  // The rule under test is the thread's size, not how many replies an hour may mail.
  Object.assign(RATE_LIMITS.leadReplyLead, { limit: 1_000 });
  Object.assign(RATE_LIMITS.leadReplyInbox, { limit: 1_000 });
});
afterAll(() => {
  Object.assign(RATE_LIMITS.leadReplyLead, saved.lead);
  Object.assign(RATE_LIMITS.leadReplyInbox, saved.inbox);
});

/** Answers the lead with the longest 4-byte replies until it refuses; every answer's status, in order. */
async function fillThread(id: string, inbox: Caller): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n <= MAX_LEAD_REPLIES; n++) {
    const answer = await callRoute(
      replyToLead,
      { params: { id }, body: { message: heavy(LEAD_REPLY_MAX) } },
      {
        ...inbox,
        locale: 'uk',
      },
    );
    statuses.push(answer.status);
    if (answer.status !== 201) {
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).toContain('максимум відповідей');
      break;
    }
  }
  return statuses;
}

async function expectBounded(id: string) {
  const lead = (await getLead(id, true))!;
  expect(lead.thread_bytes).toBeLessThanOrEqual(LEAD_THREAD_BYTES);
  expect(itemBytes({ ...keys.leads.item(id), ...lead })).toBeLessThan(ITEM_BYTES_MAX);
}

describe('an inbox page of full threads', () => {
  it('answers 20 leads whose threads are full of text JSON escapes six-fold within the 6 MB an answer carries', async () => {
    const company = await leadReceiver();
    // Stored as full as the thread's bound lets them be, of the characters whose answer is longest.
    const escaped = '\u0001'.repeat(LEAD_REPLY_MAX);
    const replies: LeadReplyRecord[] = [];
    for (let n = 0; ; n++) {
      const reply = { id: randomUUID(), message: escaped, created_at: new Date().toISOString() };
      if (!threadHasRoom({ replies }, reply, { maxReplies: MAX_LEAD_REPLIES, maxBytes: LEAD_THREAD_BYTES })) break;
      replies.push(reply);
    }
    await Promise.all(
      Array.from({ length: 20 }, () =>
        storedLead(company.companyId, { replies, thread_bytes: threadBytes({ replies }), message: escaped }),
      ),
    );
    const page = await callRoute(listCompanyLeads, {}, company);
    expect(page.status).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(page.body))).toBeLessThan(6 * 1024 * 1024 * 0.9);
  });
});

describe('a lead whose thread is full of 4-byte text', () => {
  it('answers a full thread 422 in the caller language, and every owner and visitor action still works', async () => {
    const company = await leadReceiver();
    const visitor = await signedInUser({ role: 'client', email_verified: true });
    const form = leadForm(company.companyId, { ...heaviest, email: visitor.user.email });
    const { data } = await callOk(sendCompanyLead, { body: form }, visitor);
    const statuses = await fillThread(data.uuid, company);
    // The bytes stop it before the count: 4-byte text weighs more than the count allows for.
    expect(statuses.filter((status) => status === 201).length).toBeLessThan(MAX_LEAD_REPLIES);
    expect(statuses.at(-1)).toBe(422);
    await expectBounded(data.uuid);

    const id = data.uuid;
    const answers = [
      await callRoute(getCompanyLead, { params: { id } }, company),
      await callRoute(listCompanyLeads, {}, company),
      await callRoute(setCompanyLeadStatus, { params: { id }, body: { status: 'in_progress' } }, company),
      await callRoute(setCompanyLeadStatus, { params: { id }, body: { status: 'done' } }, company),
      await callRoute(exportCompanyLeads, {}, company),
      await callRoute(getUserLead, { params: { id } }, visitor),
      await callRoute(listUserLeads, {}, visitor),
      await callRoute(replyToLead, { params: { id }, body: { message: heavy(LEAD_REPLY_MAX) } }, company),
      await callRoute(deleteCompanyLead, { params: { id } }, company),
      await callRoute(getUserLead, { params: { id } }, visitor),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 422, 204, 200]);
    await expectBounded(id);
  });

  it("is the same for the platform's lead worked by customer support", async () => {
    const staff = await asRole('customer_support');
    const { data } = await callOk(sendProgramLead, { body: platformLeadForm(heaviest) });
    const id = data.uuid;
    const statuses = await fillThread(id, staff);
    expect(statuses.at(-1)).toBe(422);
    const answers = [
      await callRoute(getCompanyLead, { params: { id } }, staff),
      await callRoute(listCompanyLeads, { query: { status: 'new' } }, staff),
      await callRoute(setCompanyLeadStatus, { params: { id }, body: { status: 'rejected' } }, staff),
      await callRoute(exportCompanyLeads, { query: { status: 'rejected' } }, staff),
      await callRoute(deleteCompanyLead, { params: { id } }, staff),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 204]);
    await expectBounded(id);
  });
});
