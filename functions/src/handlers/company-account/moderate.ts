import { moderateCompany } from '@migralink/shared/api/company-account';
import { companySubject, readCompany } from '#company-account/company';
import { missingTexts } from '#company-account/completeness';
import { createHandler } from '#http/handler';
import { sendToModeration } from '#listings/lifecycle';
import { assertOwnCompany } from '#listings/owner';

/**
 * Sends the company's draft to moderation. A draft written completely in no
 * language is refused with the texts still missing in the caller's language.
 */
export const handler = createHandler(moderateCompany, async ({ principal, params, locale }) => {
  assertOwnCompany(principal, params.uuid);
  const versions = await readCompany(params.uuid);
  const { draft } = versions;
  const problems = draft && draft.filled_locales.length === 0 ? missingTexts(draft, locale) : {};
  await sendToModeration(companySubject(params.uuid), versions, locale, problems);
  return undefined;
});
