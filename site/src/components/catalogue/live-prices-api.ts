import { getServicePage, listCompanyServices } from '@migralink/shared/api/catalogue';
import { callChecked } from '@/api/checked';
import type { PricedService } from './live-prices';

/**
 * The prices of a pre-built page in the visitor's currency (`X-Currency` from the store). Imported only
 * when that currency is not the page's, so the contract's schemas stay off the page otherwise.
 */
export async function livePrices(kind: 'company' | 'service', id: string): Promise<readonly PricedService[]> {
  if (kind === 'service') return [(await callChecked(getServicePage, { params: { id } })).data];
  return (await callChecked(listCompanyServices, { params: { uuid: id } })).data;
}
