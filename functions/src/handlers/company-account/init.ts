import { companyInitRoute } from '@migralink/shared/api/company-account';
import { companyInitLists } from '@migralink/shared/company-choices';
import { createHandler } from '#http/handler';

/** The company editor's choices, named in the caller's language. */
export const handler = createHandler(companyInitRoute, async ({ locale }) => ({ data: companyInitLists(locale) }));
