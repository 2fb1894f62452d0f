import { describe, expect, it } from 'vitest';
import { signup } from '@migralink/shared/api/accounts';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { getCompanyLead, listCompanyLeads } from '@migralink/shared/api/leads';
import { getPartnerArea, recordPartnerClick } from '@migralink/shared/api/partners';
import { planPrice } from '@migralink/shared/prices';
import { PARTNER_CODE_PATTERN } from '@migralink/shared/partners';
import type { PartnerMonth } from '@migralink/shared/schemas/partners';
import { linkOwnerWrite, putApprovedCompany } from '#data/companies';
import { companyContentFixture, companyProfileFixture } from '#data/fixtures';
import { getLead } from '#data/leads';
import { utcMonth } from '#data/partners';
import { transact } from '#data/transact';
import { findUserIdByEmail, getUser } from '#data/users';
import { signToken } from '#lib/tokens';
import { asRole, signedInUser, uniqueEmail } from '#testing/accounts';
import { callOk, callRoute, expectStatus } from '#testing/call';
import { leadForm, leadReceiver } from '#testing/leads';
import { buyPlan, deliver, deliverAll } from '#testing/payments';

/** A partner with their code (made by their first visit to the area). */
async function partner() {
  const account = await asRole('partner');
  const { data } = await callOk(getPartnerArea, {}, account);
  return { ...account, code: data.code };
}

/** This month's counts in the partner's area (zeros when nothing counted). */
async function thisMonth(caller: { token: string }): Promise<Omit<PartnerMonth, 'month'>> {
  const { data } = await callOk(getPartnerArea, {}, caller);
  const month = data.months.find((item) => item.month === utcMonth(new Date()));
  const { month: _month, ...counts } = month ?? {
    month: '',
    clicks: 0,
    signups: 0,
    leads: 0,
    paid_plans: 0,
    commission: 0,
  };
  return counts;
}

/** A company account registered through the sign-up route, as a browser sends it (with or without a code). */
async function signUpCompany(partnerCode?: string, role: 'company' | 'client' = 'company') {
  const email = uniqueEmail('brought');
  const body = { email, password: 'harbour-lights-42', first_name: 'Mira', last_name: 'Stone', role };
  await callOk(signup, { body: partnerCode ? { ...body, partner_code: partnerCode } : body });
  return (await getUser((await findUserIdByEmail(email))!))!;
}

/** The signed-up account's company, made as the company form links it to its owner, ready to pay. */
async function withCompany(user: NonNullable<Awaited<ReturnType<typeof getUser>>>) {
  const profile = companyProfileFixture({ plan: 'basic' });
  await putApprovedCompany({ ...profile, owner_id: user.id }, companyContentFixture());
  await transact([linkOwnerWrite(user.id, profile.id)]);
  const owner = (await getUser(user.id))!;
  return { user: owner, token: await signToken(owner), companyId: profile.id };
}

describe('GET /v1/account/partner', () => {
  it('gives a partner one code that stays, and nothing counted yet', async () => {
    const account = await asRole('partner');
    const [first, second] = await Promise.all([
      callOk(getPartnerArea, {}, account),
      callOk(getPartnerArea, {}, account),
    ]);
    expect(first.data.code).toMatch(PARTNER_CODE_PATTERN);
    expect(second.data.code).toBe(first.data.code);
    expect((await callOk(getPartnerArea, {}, account)).data).toEqual({
      code: first.data.code,
      commission_percent: 20,
      commission_months: 12,
      months: [],
    });
  });

  it('is only for partners: a client or a company account is refused, an anonymous caller must sign in', async () => {
    for (const role of ['client', 'company'] as const)
      expectStatus(await callRoute(getPartnerArea, {}, await asRole(role)), 403);
    expectStatus(await callRoute(getPartnerArea, {}), 401);
  });
});

describe('POST /v1/partners/clicks', () => {
  it("counts a click in the code's partner's month only; an unknown code counts nothing", async () => {
    const [first, second] = await Promise.all([partner(), partner()]);
    expectStatus(await callRoute(recordPartnerClick, { body: { code: first.code } }), 204);
    expectStatus(await callRoute(recordPartnerClick, { body: { code: first.code } }), 204);
    expectStatus(await callRoute(recordPartnerClick, { body: { code: 'ZZZZ2222' } }), 204);
    expect(await thisMonth(first)).toMatchObject({ clicks: 2 });
    expect(await thisMonth(second)).toMatchObject({ clicks: 0 });
  });

  it('refuses a code that is not one', async () => {
    const answer = await callRoute(recordPartnerClick, { body: { code: 'not a code' } });
    expectStatus(answer, 422);
    expect(answer.body.errors).toHaveProperty('code');
  });
});

describe('attribution', () => {
  it("counts a company's sign-up with a partner's code and keeps the partner on the account; a client's is not counted", async () => {
    const referrer = await partner();
    const company = await signUpCompany(referrer.code);
    const client = await signUpCompany(referrer.code, 'client');
    const unknown = await signUpCompany('ZZZZ2222');
    expect(company.partner_id).toBe(referrer.user.id);
    expect(client.partner_id).toBeUndefined();
    expect(unknown.partner_id).toBeUndefined();
    expect(await thisMonth(referrer)).toMatchObject({ signups: 1 });
  });

  it("counts a lead sent with the partner's code, and the lead stays the company's to read", async () => {
    const referrer = await partner();
    const receiver = await leadReceiver();
    const { data } = await callOk(sendCompanyLead, {
      body: leadForm(receiver.companyId, { partner_code: referrer.code }),
    });
    expect(await thisMonth(referrer)).toMatchObject({ leads: 1 });
    // A partner never reads a lead, not even one their link brought.
    expectStatus(await callRoute(getCompanyLead, { params: { id: data.uuid } }, referrer), 403);
    expectStatus(await callRoute(listCompanyLeads, {}, referrer), 403);
    expect(JSON.stringify(await getLead(data.uuid, true))).not.toContain(referrer.code);
  });

  it('counts a paid plan of a company the partner brought, read from its account when the payment settles, with a fifth as commission, once', async () => {
    const referrer = await partner();
    const other = await partner();
    const payer = await withCompany(await signUpCompany(referrer.code));
    const { events } = await buyPlan(payer);
    const paid = events.find((event) => event.type === 'invoice.paid')!;
    await deliverAll(events);
    await deliver(paid);
    const price = planPrice('pro', 'month');
    expect(await thisMonth(referrer)).toEqual({
      clicks: 0,
      signups: 1,
      leads: 0,
      paid_plans: 1,
      commission: Math.floor(price * 0.2),
    });
    expect(await thisMonth(other)).toMatchObject({ paid_plans: 0, commission: 0 });
  });

  it('counts a payment more than 12 months after the sign-up as a paid plan without commission', async () => {
    const referrer = await partner();
    const signedUp = new Date();
    signedUp.setUTCMonth(signedUp.getUTCMonth() - 13);
    const account = await signedInUser({
      role: 'company',
      partner_id: referrer.user.id,
      created_at: signedUp.toISOString(),
    });
    const payer = await withCompany(account.user);
    await deliverAll((await buyPlan(payer)).events);
    expect(await thisMonth(referrer)).toMatchObject({ paid_plans: 1, commission: 0 });
  });
});
