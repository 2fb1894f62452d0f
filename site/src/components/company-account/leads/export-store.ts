import { exportCompanyLeads } from '@migralink/shared/api/leads';
import { ApiError, toQueryString } from '@migralink/shared/client';
import type { ErrorBody } from '@migralink/shared/errors';
import { buildPath } from '@migralink/shared/route';
import type { LeadExportLink, LeadExportQuery } from '@migralink/shared/schemas/lead-export';
import { apiHeaders } from '@/api/client';
import { raiseOnPlanLimit } from '@/stores/error-modal';
import { createRequest } from '@/kit/request';
import { leadsQuery, type LeadFilters } from './leads-store';

/** What the browser does with the answer: save a file it got, or follow a link to one. */
export interface ExportSaving {
  readonly saveFile: (file: Blob, filename: string) => void;
  readonly follow: (url: string) => void;
}

/** Saves a file as a download: a link to an object URL, clicked once and let go. */
function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const BROWSER: ExportSaving = { saveFile, follow: (url) => window.location.assign(url) };

/** The file's name as the API gives it (`Content-Disposition`), else today's. */
function filenameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? `leads-${new Date().toISOString().slice(0, 10)}.xlsx`;
}

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
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(apiHeaders())) if (value) headers[name] = value;
  const response = await fetch(buildPath(exportCompanyLeads.path) + toQueryString(query), { headers });
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  if (!response.ok) {
    const body = (json ? await response.json().catch(() => ({})) : {}) as Partial<ErrorBody>;
    const error = new ApiError(response.status, {
      ...body,
      message: body.message ?? response.statusText,
      code: Number(body.code ?? response.status),
    });
    // The file is fetched beside the API client, so it opens the plan's modal itself.
    raiseOnPlanLimit(error);
    throw error;
  }
  if (json) {
    const { data } = (await response.json()) as { data: LeadExportLink };
    saving.follow(data.url);
    return;
  }
  saving.saveFile(await response.blob(), filenameOf(response));
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
