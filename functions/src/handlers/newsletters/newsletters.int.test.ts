import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createNewsletter,
  getNewsletter,
  listNewsletters,
  previewNewsletter,
  sendNewsletter,
  testNewsletter,
  updateNewsletter,
} from '@migralink/shared/api/newsletters';
import { unsubscribe } from '@migralink/shared/api/mailing';
import type { NewsletterContent } from '@migralink/shared/schemas/newsletters';
import { ROLES } from '@migralink/shared/enums';
import { setMarketingPause } from '#data/mail-feedback';
import { subscriberIdOf, subscriptionsOf } from '#data/mailing';
import { config } from '#lib/config';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus } from '#testing/call';
import { headerOf, mailsTo } from '#testing/mailbox';
import { confirmedSubscribers, runSendJob, tokenIn } from '#testing/mailing';

const CONTENT: NewsletterContent = {
  locale: 'en',
  topic: 'companies',
  subject: 'Spring news <for companies>',
  body: [
    'Dear partners,',
    'Three things changed:\n- the tariffs\n- the search\n- the <b>certificates</b>',
    'Read more at [our blog](https://migralink.example/blog) whenever you like.',
    '[Open your account](https://migralink.example/en/admin/)',
    '[Not a link](javascript:alert(1))',
  ].join('\n\n'),
};

const staff = () => asRole('content_manager');

describe('who writes newsletters', () => {
  it.each(ROLES.filter((role) => role !== 'content_manager' && role !== 'admin'))(
    'refuses a %s every newsletter route',
    async (role) => {
      const caller = await asRole(role);
      expectStatus(await callRoute(createNewsletter, { body: CONTENT }, caller), 403);
      expectStatus(await callRoute(listNewsletters, {}, caller), 403);
      expectStatus(await callRoute(previewNewsletter, { body: CONTENT }, caller), 403);
    },
  );

  it('lets a content manager and an admin write one, and lists it newest first', async () => {
    const admin = await asRole('admin');
    const older = (await callOk(createNewsletter, { body: CONTENT }, await staff())).data;
    const newer = (await callOk(createNewsletter, { body: { ...CONTENT, subject: 'Newer' } }, admin)).data;
    expect(newer).toMatchObject({ state: 'draft', counts: { queued: 0, sent: 0 }, started_at: null });
    const ids = (await callOk(listNewsletters, {}, admin)).data.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});

describe('writing a newsletter', () => {
  it('previews it as the mail lays it out: every text escaped, only web links as links, an unsubscribe link', async () => {
    const { data } = await callOk(previewNewsletter, { body: CONTENT }, await staff());
    expect(data.subject).toBe('Spring news <for companies>');
    expect(data.html).toContain('Spring news &lt;for companies&gt;');
    expect(data.html).toContain('the &lt;b&gt;certificates&lt;/b&gt;');
    expect(data.html).not.toMatch(/<b>|href="javascript/);
    expect(data.html).toContain('href="https://migralink.example/en/admin/"');
    expect(data.text).toContain('Three things changed:\n\n• the tariffs\n\n• the search');
    expect(data.text).toContain('our blog (https://migralink.example/blog)');
    expect(data.text).toContain('[Not a link](javascript:alert(1))');
    expect(data.text).toMatch(/Unsubscribe:\n\S+\/en\/unsubscribe\/\?token=preview/);
  });

  it('sends a test to the caller only, marked as one, as often as asked', async () => {
    const writer = await signedInUser({ role: 'content_manager' });
    const { data } = await callOk(createNewsletter, { body: CONTENT }, writer);
    for (let i = 0; i < 2; i++)
      expect((await callOk(testNewsletter, { params: { id: data.id } }, writer)).data).toEqual({
        to: writer.user.email,
      });
    const mails = await mailsTo(writer.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      '[Test] Spring news <for companies>',
      '[Test] Spring news <for companies>',
    ]);
    expect((await callOk(getNewsletter, { params: { id: data.id } }, writer)).data.state).toBe('draft');
  });

  it('changes a draft, and refuses changes once its send started', async () => {
    const writer = await staff();
    const { data } = await callOk(createNewsletter, { body: CONTENT }, writer);
    const changed = await callOk(
      updateNewsletter,
      { params: { id: data.id }, body: { ...CONTENT, subject: 'Edited' } },
      writer,
    );
    expect(changed.data.subject).toBe('Edited');
    await callOk(sendNewsletter, { params: { id: data.id } }, writer);
    const late = await callRoute(
      updateNewsletter,
      { params: { id: data.id }, body: CONTENT },
      { ...writer, locale: 'ru' },
    );
    expectStatus(late, 409);
    expect(late.body.message).toMatch(/нельзя изменить/);
  });

  it('answers 404 for a newsletter that does not exist', async () => {
    const id = '00000000-0000-4000-8000-00000000beef';
    expectStatus(await callRoute(getNewsletter, { params: { id } }, await staff()), 404);
    expectStatus(await callRoute(sendNewsletter, { params: { id } }, await staff()), 404);
  });
});

describe('sending a newsletter', () => {
  it('mails each confirmed subscriber of its list once, with their own unsubscribe links, and counts what was sent', async () => {
    const writer = await staff();
    const subscribers = await confirmedSubscribers({ locale: 'en', topic: 'companies' }, 3);
    const [outsider] = await confirmedSubscribers({ locale: 'ru', topic: 'companies' }, 1);
    // Other tests send to this list too: its mails are told apart by their subject.
    const content = { ...CONTENT, subject: `Spring news ${randomUUID()}` };
    const ours = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject === content.subject);
    const { data } = await callOk(createNewsletter, { body: content }, writer);
    const started = await callRoute(sendNewsletter, { params: { id: data.id } }, writer);
    expectStatus(started, 202);
    expect(started.body.data).toMatchObject({
      state: 'sending',
      recipients: expect.any(Number),
      started_at: expect.any(String),
    });
    // Pressed again while it runs: answered as it is, nothing more.
    expect((await callOk(sendNewsletter, { params: { id: data.id } }, writer)).data.state).toBe('sending');

    await runSendJob();
    const tokens = [];
    for (const email of subscribers) {
      const [mail, ...more] = await ours(email);
      expect(more).toEqual([]);
      const token = tokenIn(mail, 'unsubscribe');
      expect(headerOf(mail!, 'List-Unsubscribe')).toBe(`<${config.siteUrl}/v1/unsubscribe?token=${token}>`);
      expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      tokens.push(token);
    }
    expect(new Set(tokens).size).toBe(3);
    expect(await ours(outsider!)).toEqual([]);

    const after = (await callOk(getNewsletter, { params: { id: data.id } }, writer)).data;
    expect(after.state).toBe('sent');
    expect(after.finished_at).toEqual(expect.any(String));
    expect(after.counts.sent).toBe(after.counts.queued);
    expect(after.counts.queued).toBeGreaterThanOrEqual(3);
    expectStatus(await callRoute(sendNewsletter, { params: { id: data.id } }, writer), 409);

    // A subscriber's own link takes only that address off the list.
    await callOk(unsubscribe, { query: { token: tokens[0]! } });
    expect(await subscriptionsOf(subscriberIdOf(subscribers[0]!))).toEqual([]);
    expect(await subscriptionsOf(subscriberIdOf(subscribers[1]!))).toHaveLength(1);
    expect(await ours(subscribers[1]!)).toHaveLength(1);
  });

  it('waits while marketing is paused, queueing nothing, and goes on once the pause lifts', async () => {
    const writer = await staff();
    const [subscriber] = await confirmedSubscribers({ locale: 'en', topic: 'movers' }, 1);
    const content = { ...CONTENT, topic: 'movers' as const, subject: `Paused ${randomUUID()}` };
    const { data } = await callOk(createNewsletter, { body: content }, writer);
    await callOk(sendNewsletter, { params: { id: data.id } }, writer);
    await setMarketingPause('bounce_rate', true, new Date().toISOString());
    try {
      await runSendJob();
      const waiting = (await callOk(getNewsletter, { params: { id: data.id } }, writer)).data;
      expect(waiting).toMatchObject({ state: 'sending', paused: true, counts: { queued: 0 } });
    } finally {
      await setMarketingPause('bounce_rate', false, new Date().toISOString());
    }
    await runSendJob();
    expect((await callOk(getNewsletter, { params: { id: data.id } }, writer)).data).toMatchObject({
      state: 'sent',
      paused: false,
    });
    expect((await mailsTo(subscriber!)).filter((mail) => mail.subject === content.subject)).toHaveLength(1);
  });
});
