import * as z from 'zod/mini';
import { companyPage, serviceSummary } from './catalogue';

/** A company's page as it would be shown, with the services its page lists and how many others it has. */
export const staffCompanyPage = z.object({
  company: companyPage,
  /** Its public services (published, with an approved version): what the page lists. */
  services: z.array(serviceSummary),
  /** Its other services (waiting for moderation, not published): not on the page. */
  not_public: z.number(),
});
export type StaffCompanyPage = z.infer<typeof staffCompanyPage>;
