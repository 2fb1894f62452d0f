import { describe, expect, it } from 'vitest';
import { updateProfile } from '@migralink/shared/api/accounts';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { signedInUser } from '#testing/accounts';
import { callRoute } from '#testing/call';
import { leadForm, leadReceiver } from '#testing/leads';
import { mailsTo } from '#testing/mailbox';
import * as commonRules from '@migralink/shared/schemas/rules/common';

/**
 * Text that is not text (line breaks that would start a mail header, NUL, BEL,
 * a right-to-left override, zero-width characters) and codes of no country
 * are refused at their field before anything is stored or mailed.
 */
describe('a lead whose name hides control characters', () => {
  it.each([
    ['a line break and a header', 'Ann\r\nBcc: victim@example.com'],
    ['NUL and BEL', 'Ann\0\u0007'],
    ['a right-to-left override', 'Ann \u202Egpj.exe'],
  ])('is refused at the name (%s), and its company gets no mail', async (_, name) => {
    const receiver = await leadReceiver();
    const answer = await callRoute(sendCompanyLead, { body: leadForm(receiver.companyId, { name }) }, { locale: 'uk' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { name: [ruleMessage(commonRules.lineCharacters, 'uk')] } });
    expect(await mailsTo(receiver.user.email)).toEqual([]);
  });

  it('is refused as empty when the name is only zero-width characters', async () => {
    const receiver = await leadReceiver();
    const form = leadForm(receiver.companyId, { name: '\u200B\u200D\u2060' });
    const answer = await callRoute(sendCompanyLead, { body: form }, { locale: 'ru' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { name: [ruleMessage(commonRules.required, 'ru')] } });
  });

  it('is refused at the country when the code names no country', async () => {
    const receiver = await leadReceiver();
    const answer = await callRoute(sendCompanyLead, { body: leadForm(receiver.companyId, { country: 'XX' }) });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { country: [ruleMessage(commonRules.unknownReference, 'en')] } });
  });
});

describe('a profile', () => {
  it('refuses a name with a line break and a position with a bidi override, at each field', async () => {
    const { token } = await signedInUser();
    const body = { first_name: 'Ada\nLovelace', last_name: 'Lovelace', position: 'CEO\u202E' };
    const answer = await callRoute(updateProfile, { body }, { token, locale: 'ru' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        first_name: [ruleMessage(commonRules.lineCharacters, 'ru')],
        position: [ruleMessage(commonRules.lineCharacters, 'ru')],
      },
    });
  });

  it('takes a name with 4-byte characters and an emoji built with joiners', async () => {
    const { token } = await signedInUser();
    const body = { first_name: 'Ada 😀', last_name: 'Lovelace 👩‍💻', position: 'CTO 𝔘' };
    const answer = await callRoute(updateProfile, { body }, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { first_name: 'Ada 😀', last_name: 'Lovelace 👩‍💻', position: 'CTO 𝔘' } });
  });
});
