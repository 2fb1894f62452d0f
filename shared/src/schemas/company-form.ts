import * as z from 'zod/mini';
import { COMPANY_LIMITS, MESSENGER_IDS, companyFormShape, officeFormShape } from './company-account';
import { phoneNumber } from './phone';
import { uniqueList } from './rules';

/**
 * What the company editor sends (POST creates, PUT replaces the draft), texts in
 * the edited language: the company of `company-account.ts` with its offices and
 * their phones. A module of its own, so that the phone rule and its numbering
 * plans are only in what validates a company form (the create and update
 * functions, the editor's page).
 */
export const phoneForm = z.object({
  phone_number: phoneNumber,
  messengers: uniqueList(z.enum(MESSENGER_IDS), MESSENGER_IDS.length),
});

export const officeForm = z.object({
  ...officeFormShape,
  phones: z.array(phoneForm).check(z.maxLength(COMPANY_LIMITS.phonesPerOffice)),
});

export const companyForm = z.object({
  ...companyFormShape,
  offices: z.array(officeForm).check(z.minLength(1), z.maxLength(COMPANY_LIMITS.offices)),
});
export type CompanyForm = z.input<typeof companyForm>;
