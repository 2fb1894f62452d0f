import * as z from 'zod/mini';
import { companyLeadsQuery } from './leads';

const { page: _page, ...filters } = companyLeadsQuery.shape;

/**
 * The inbox's export (issue 12): the same filters as the inbox (one of status,
 * kind or service, and a range of UTC days) with the same rules (its checks:
 * zod refuses `omit` on a schema with checks), every lead they select rather
 * than a page of them.
 */
const inboxFilters = z.object(filters);
export const leadExportQuery = inboxFilters.check(
  ...((companyLeadsQuery._zod.def.checks ?? []) as z.core.$ZodCheck<z.output<typeof inboxFilters>>[]),
);
export type LeadExportQuery = z.output<typeof leadExportQuery>;

/** The media type of the export: an Excel workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The answer when the file is too large to be the answer itself (API Gateway
 * and Lambda carry at most 6 MB, base64 adds a third): a link to read it once
 * from the uploads bucket, valid until `expires_at`.
 */
export const leadExportLink = z.object({
  url: z.string(),
  expires_at: z.string(),
});
export type LeadExportLink = z.infer<typeof leadExportLink>;
