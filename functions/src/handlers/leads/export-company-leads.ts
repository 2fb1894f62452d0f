import { exportCompanyLeads } from '@migralink/shared/api/leads';
import { LEAD_EXPORT } from '#http/limits';
import { inboxList, inboxOwner } from '#data/leads';
import { FileAnswer, createHandler } from '#http/handler';
import { assertExportAllowed } from '#leads/export-plan';
import { buildLeadExport, exportFilename } from '#leads/export';
import { exportLink } from '#leads/export-link';

/**
 * The caller's inbox (a company's, or the platform's for staff) as an Excel
 * file by the inbox's filters: the file itself, or a link to it when it is
 * too large to be an answer. A company's plan must allow it (403 `plan_limit`).
 */
export const handler = createHandler(exportCompanyLeads, async ({ principal, query, locale }) => {
  const owner = inboxOwner(principal);
  if (owner) await assertExportAllowed(owner);
  const { from, to } = query;
  const filename = exportFilename();
  const file = await buildLeadExport(owner, inboxList(query), { from, to }, locale);
  if (file.byteLength <= LEAD_EXPORT.inlineBytes) return new FileAnswer(file, filename);
  return { data: await exportLink(file, filename) };
});
