import { VISA_MAP } from '@migralink/shared/api/endpoints';
import type { getVisaMap } from '@migralink/shared/api/visa-map';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import { callApi } from './client';

/**
 * A passport's visa map in the page's language (`GET /v1/countries/{id}/visa-map`), called by endpoint: the
 * visa map and the companies search only show it, so it is not checked at run time, and neither its schemas
 * nor zod weigh on those pages or take their time while the page's script starts.
 */
export const fetchPassportMap = async (passport: string): Promise<VisaMap> =>
  (await callApi<typeof getVisaMap>(VISA_MAP, { params: { id: passport } })).data;
