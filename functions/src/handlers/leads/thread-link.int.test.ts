import { describe, expect, it } from 'vitest';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { getLeadThread, replyToLead } from '@migralink/shared/api/leads';
import { RATE_LIMITS } from '#http/limits';
import { signFields } from '#lib/tokens';
import { officeFixture } from '#data/fixtures';
import { leadThreadToken } from '#leads/thread-link';
import { callOk, callRoute, expectStatus, randomIp } from '#testing/call';
import { leadForm, leadReceiver } from '#testing/leads';
import { mailsTo, type StoredMail } from '#testing/mailbox';

const ANSWER = 'Добрий день! Ми підготуємо документи до п’ятниці.';

/** The token of the `/{locale}/request/?token=` link in a mail. */
function tokenIn(mail: StoredMail | undefined, locale: string): string {
  const match = new RegExp(`/${locale}/request/\\?token=([^\\s"&]+)`).exec(mail?.body.text ?? '');
  if (!match?.[1]) throw new Error(`No request link in the mail "${mail?.subject}"`);
  return decodeURIComponent(match[1]);
}

/** An anonymous visitor's lead in Ukrainian, answered by the company: the reply mail to the visitor. */
async function answeredAnonymously(company: Awaited<ReturnType<typeof leadReceiver>>) {
  const form = leadForm(company.companyId, { message: 'Потрібен ВНЖ у Португалії для сім’ї.' });
  const { data } = await callOk(sendCompanyLead, { body: form }, { locale: 'uk' });
  await callOk(replyToLead, { params: { id: data.uuid }, body: { message: ANSWER } }, company);
  const mails = await mailsTo(form.email);
  return {
    form,
    id: data.uuid,
    receipt: mails.find((mail) => mail.subject.startsWith('Ваша заявка')),
    reply: mails.find((mail) => mail.subject.includes('відповіла')),
  };
}

describe('the way back from a reply to an anonymous visitor', () => {
  it("links the thread and the company's page, replies to the address its page shows, and the link opens the thread", async () => {
    const company = await leadReceiver();
    const { form, id, receipt, reply } = await answeredAnonymously(company);

    expect(reply?.replyTo).toEqual(['lisbon@example.com']);
    expect(reply?.body.text).toContain(`/uk/company/?id=${company.companyId}`);
    expect(reply?.body.text).toContain('дайте відповідь на цей лист: він піде на lisbon@example.com');
    for (const part of [reply?.body.text, reply?.body.html]) {
      expect(part).not.toContain(company.user.email);
      expect(part).not.toContain(ANSWER);
    }

    // The link of the reply and the receipt's both open the thread, in the caller's language.
    for (const mail of [reply, receipt]) {
      const thread = await callOk(getLeadThread, { query: { token: tokenIn(mail, 'uk') } }, { locale: 'uk' });
      expect(thread.data).toMatchObject({
        uuid: id,
        company_uuid: company.companyId,
        company_name: 'Гарбор Релокейшн',
        message: form.message,
        replies: [{ uuid: expect.any(String), message: ANSWER, created_at: expect.any(String) }],
      });
      expect(thread.data).not.toHaveProperty('email');
      expect(Date.parse(thread.data.link_expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    }
  });

  it('answers 404 in the error shape for a changed, expired or foreign token', async () => {
    const company = await leadReceiver();
    const { id, reply } = await answeredAnonymously(company);
    const token = tokenIn(reply, 'uk');
    const [leadId, expires, mac] = token.split('.') as [string, string, string];
    const month = 31 * 24 * 3600 * 1000;
    for (const bad of [
      `${leadId}.${Number(expires) + 3600}.${mac}`,
      `${leadId.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}.${expires}.${mac}`,
      `${leadId}.${expires}.${mac.slice(0, -2)}AA`,
      await leadThreadToken(id, Date.now() - month),
      await signFields('another-purpose', [id, String(Math.floor(Date.now() / 1000) + 3600)]), // signed for another use
      'not-a-token',
    ]) {
      const answer = await callRoute(getLeadThread, { query: { token: bad } }, { locale: 'uk' });
      expectStatus(answer, 404);
      expect(answer.body).toMatchObject({ code: 404, error_code: 'not_found', message: expect.any(String) });
    }
  });

  it('names no Reply-To when the company shows no address on its page, and points to its page instead', async () => {
    const company = await leadReceiver({}, { offices: [officeFixture({ show_block: false })] });
    const { reply } = await answeredAnonymously(company);
    expect(reply?.replyTo ?? []).toEqual([]);
    expect(reply?.body.text).toContain('кнопкою зв’язку або контактами на сторінці компанії Гарбор Релокейшн');
    expect(reply?.body.text).not.toContain('lisbon@example.com');
    expect(reply?.body.text).not.toContain(company.user.email);
    expect(reply?.body.text).toContain(`/uk/company/?id=${company.companyId}`);
  });

  it('limits the links opened per address: past the limit, 429 with Retry-After', async () => {
    const company = await leadReceiver();
    const { reply } = await answeredAnonymously(company);
    const token = tokenIn(reply, 'uk');
    const ip = randomIp();
    Object.assign(RATE_LIMITS.leadThreadIp, { limit: 2 });
    try {
      for (let i = 0; i < 2; i += 1) await callOk(getLeadThread, { query: { token }, ip }, {});
      const refused = await callRoute(getLeadThread, { query: { token }, ip }, {});
      expectStatus(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      Object.assign(RATE_LIMITS.leadThreadIp, { limit: 60 });
    }
  });
});
