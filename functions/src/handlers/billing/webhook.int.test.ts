import { describe, expect, it } from 'vitest';
import { listCompanySubscriptions, receiveStripeEvent } from '@migralink/shared/api/billing';
import { getCompanyProfile } from '#data/companies';
import { callOk, callRoute, expectStatus, routeEvent } from '#testing/call';
import { lambdaContext } from '#testing/events';
import { mailsTo } from '#testing/mailbox';
import {
  buyPlan,
  deliver,
  deliverAll,
  payingCompany,
  signatureAt,
  subscriptionAction,
  type SignedEvent,
} from '#testing/payments';
import { handler } from './stripe-webhook';

const planOf = async (companyId: string) => (await getCompanyProfile(companyId, true))?.plan;
const now = () => Math.floor(Date.now() / 1000);
const ofType = (events: readonly SignedEvent[], type: string) => events.find((event) => event.type === type)!;

describe('POST /v1/payments/stripe/webhook', () => {
  it('refuses an event without a signature, signed with another secret, tampered with, or older than 300 s', async () => {
    const payer = await payingCompany();
    const { events } = await buyPlan(payer);
    const event = ofType(events, 'invoice.paid');
    const refused = [
      await deliver(event, ''),
      await deliver(event, event.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)),
      await callRoute(receiveStripeEvent, {
        raw: { body: event.payload.replace('"paid"', '"void"') },
        headers: { 'stripe-signature': event.signature },
      }),
      await deliver(event, signatureAt(event.payload, now() - 301)),
    ];
    for (const answer of refused) {
      expectStatus(answer, 403);
      expect(answer.body.error_code).toBe('forbidden');
    }
    expect(await planOf(payer.companyId)).toBe('basic');
    expect(await mailsTo(payer.user.email)).toEqual([]);
    // Within the tolerance, and as API Gateway may hand it (base64), the same event is taken.
    const fresh = await callRoute(receiveStripeEvent, {
      raw: { body: event.payload },
      headers: { 'stripe-signature': signatureAt(event.payload, now() - 240) },
    });
    expectStatus(fresh, 200);
    expect(await planOf(payer.companyId)).toBe('pro');
  });

  it('takes a body API Gateway handed base64-encoded', async () => {
    const payer = await payingCompany();
    const { events } = await buyPlan(payer);
    const event = ofType(events, 'checkout.session.completed');
    const request = routeEvent(
      receiveStripeEvent,
      { raw: { body: event.payload }, headers: { 'stripe-signature': event.signature } },
      {},
    );
    const answer = await handler(
      { ...request, body: Buffer.from(event.payload).toString('base64'), isBase64Encoded: true },
      lambdaContext(),
    );
    expect(answer.statusCode).toBe(200);
    expect(await planOf(payer.companyId)).toBe('pro');
  });

  it('makes one effect of the same event delivered 20 times at once: one plan change, one mail', async () => {
    const payer = await payingCompany('basic', 'uk');
    const { events } = await buyPlan(payer);
    const paid = ofType(events, 'invoice.paid');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(paid)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await planOf(payer.companyId)).toBe('pro');
    const mails = await mailsTo(payer.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Оплату отримано');
    // The other events of the checkout, and the same ones again later, change nothing more.
    await deliverAll([...events, ...events]);
    expect(await mailsTo(payer.user.email)).toHaveLength(1);
    expect((await callOk(listCompanySubscriptions, {}, payer)).data).toHaveLength(1);
  });

  it('ends right when the end arrives before the checkout’s events, and when all come in reverse', async () => {
    const payer = await payingCompany();
    const bought = await buyPlan(payer);
    const ended = await subscriptionAction(bought.subscriptionId, 'end');
    await deliverAll([...ended, ...bought.events]);
    expect(await planOf(payer.companyId)).toBe('basic');
    const [subscription] = (await callOk(listCompanySubscriptions, {}, payer)).data;
    expect(subscription).toMatchObject({ status: 'canceled', ended_at: expect.any(String) });
    // The ending is mailed once, however many events told of it.
    const endings = (await mailsTo(payer.user.email)).filter((mail) => mail.subject.includes('has ended'));
    expect(endings).toHaveLength(1);

    const other = await payingCompany();
    const second = await buyPlan(other, 'premium');
    await deliverAll([...second.events].reverse());
    expect(await planOf(other.companyId)).toBe('premium');
  });

  it('answers an event it does not use with 200 and changes nothing', async () => {
    const payload = JSON.stringify({
      id: `evt_unused_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      created: now(),
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    const answer = await deliver({
      id: 'x',
      type: 'customer.created',
      payload,
      signature: signatureAt(payload, now()),
    });
    expectStatus(answer, 200);
  });
});
