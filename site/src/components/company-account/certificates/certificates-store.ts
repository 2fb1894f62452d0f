import { certificateInitRoute, listCertificates } from '@migralink/shared/api/certificates';
import { SUBSCRIPTION_PACKAGES, type SubscriptionPackage } from '@migralink/shared/enums';
import { FEATURES_OF } from '@migralink/shared/plans';
import type { CertificateInit } from '@migralink/shared/schemas/certificates';
import type { RouteOutput } from '@migralink/shared/route';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';
import { showPlanLimit } from '@/stores/error-modal';

/** A line of the company's list: an application, or the certificate it became. */
export type ApplicationSummary = RouteOutput<typeof listCertificates>['data']['items'][number];

/** The plans that include a certificate application (docs/product.md, "Plans"), cheapest first. */
export const CERTIFICATE_PLANS: readonly SubscriptionPackage[] = SUBSCRIPTION_PACKAGES.filter((plan) =>
  FEATURES_OF[plan].includes('certificate'),
);

/**
 * What the primary action does: start an application, continue the open one, or show the plans; or, while the
 * certificate is valid for longer than the renewal window, nothing yet but the day a renewal may be sent.
 */
export type ApplyAction =
  | { readonly kind: 'apply' }
  | { readonly kind: 'continue'; readonly id: string }
  | { readonly kind: 'plans' }
  | { readonly kind: 'renewal'; readonly opensOn: string };

export function applyAction(
  init: Pick<CertificateInit, 'plan_allows' | 'open_application' | 'renewal_opens_on'>,
): ApplyAction {
  if (init.open_application) return { kind: 'continue', id: init.open_application };
  if (!init.plan_allows) return { kind: 'plans' };
  return init.renewal_opens_on ? { kind: 'renewal', opensOn: init.renewal_opens_on } : { kind: 'apply' };
}

/**
 * The company's certificates screen's store (docs/product.md, "Certificates"): what the plan allows and the
 * application to continue (`GET /v1/account/certificate/init`), and the applications and certificates,
 * newest first, a page at a time by cursor with "load more".
 */
export function createCertificates({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const init = createLoader<CertificateInit>({ onSessionExpired });
  const list = createLoader<CursorList<ApplicationSummary>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const fetchPage = async (cursor?: string) =>
    (await callChecked(listCertificates, { query: cursor ? { cursor } : {} })).data;

  return {
    init,
    list,
    /** "Load more": its phase and problem. */
    more,
    start: () =>
      Promise.all([
        init.load(async () => (await callChecked(certificateInitRoute, {})).data),
        list.load(async () => firstCursorPage(await fetchPage())),
      ]),
    retry: () => Promise.all([init.retry(), list.retry()]),
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
    /** Applying on a plan without certificates: the error modal names the plans (no call: the answer is known). */
    showPlans: () => showPlanLimit(CERTIFICATE_PLANS),
  };
}

export type Certificates = ReturnType<typeof createCertificates>;
