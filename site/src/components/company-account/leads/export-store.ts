import { exportCompanyLeads } from '@migralink/shared/api/leads';
import type { LeadExportLink, LeadExportQuery } from '@migralink/shared/schemas/lead-export';
import { attachmentName, fetchApiFile } from '@/api/file';
import { saveFile } from '@/kit/download';
import { createRequest } from '@/kit/request';
import { leadsQuery, type LeadFilters } from './leads-store';

/** What the browser does with the answer: save a file it got, or follow a link to one. */
export interface ExportSaving {
  readonly saveFile: (file: Blob, filename: string) => void;
  readonly follow: (url: string) => void;
}

const BROWSER: ExportSaving = { saveFile, follow: (url) => window.location.assign(url) };

/** The export's query: the inbox's filters without a page. */
export function exportQuery(filters: LeadFilters): LeadExportQuery {
  const { page: _page, ...query } = leadsQuery(filters, 1);
  return query;
}

/**
 * Downloads the inbox's export by the filters shown (with the caller's token
 * and language): the file itself, or, when the API answers a link to a large
 * one (JSON), the file behind it. A refusal is thrown as the API's error.
 */
export async function downloadExport(query: LeadExportQuery, saving: ExportSaving = BROWSER): Promise<void> {
  const response = await fetchApiFile(exportCompanyLeads, { query });
  if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
    const { data } = (await response.json()) as { data: LeadExportLink };
    saving.follow(data.url);
    return;
  }
  saving.saveFile(
    await response.blob(),
    attachmentName(response, `leads-${new Date().toISOString().slice(0, 10)}.xlsx`),
  );
}

/** The export button's request: its phase and the problem to show (a plan without the export among them). */
export function createLeadExport(options: { onSessionExpired: () => void; saving?: ExportSaving }) {
  const request = createRequest<never>({ fields: [], onSessionExpired: options.onSessionExpired });
  return {
    request,
    /** Downloads the export by these filters. */
    run: (filters: LeadFilters) => request.run(() => downloadExport(exportQuery(filters), options.saving)),
  };
}
export type LeadExport = ReturnType<typeof createLeadExport>;
