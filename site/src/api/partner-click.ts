import { recordPartnerClick } from '@migralink/shared/api/partners';
import { callApi } from './client';

/**
 * Reports a landing through a partner's referral link (docs/product.md, "Partner programme"): the code only.
 * Loaded only on such a landing; a failure is logged and never troubles the page.
 */
export async function reportPartnerClick(code: string): Promise<void> {
  try {
    await callApi(recordPartnerClick, { body: { code } });
  } catch (error) {
    console.warn('partner click not counted', error);
  }
}
