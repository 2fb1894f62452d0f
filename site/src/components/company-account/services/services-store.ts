import { atom, computed } from 'nanostores';
import {
  listAccountServices,
  moderateService,
  publishService,
  unpublishService,
} from '@migralink/shared/api/service-account';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { PLAN_LIMITS, plansAllowing, publishOpen } from '@migralink/shared/plans';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import type { ServiceListItem } from '@migralink/shared/schemas/service-account';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { authToken } from '@/stores/auth';
import { showPlanLimit } from '@/stores/error-modal';
import { SENT_TO_MODERATION } from '../shared/moderation-state';
import { loadAndShow } from './load-and-show';
import { LAST_STEP, listRedirect, wizardUrl } from './service-navigation';

export interface ServicesListOptions {
  /** The page's language: the wizard's address. */
  readonly locale: Locale;
  /** Opens another page in place of this one (`window.location.replace`): the list is not worth going back to. */
  readonly replace: (url: string) => void;
  /** Leads to sign-in: no session, or the API no longer accepts it. */
  readonly toSignIn: () => void;
}

/**
 * The company's services list (GET /v1/account/services) and what the owner
 * does with a row: send it to moderation, publish, unpublish. Each action
 * updates the row it answered for; a failure is thrown to the caller, the
 * row's moderation bar, which shows it. An empty list opens the wizard for a
 * first service (docs/product.md, "Redirects"). The plan's number of published services is known
 * before a publish is refused.
 */
export function createServicesList({ locale, replace, toSignIn }: ServicesListOptions) {
  const loader = createLoader<readonly ServiceListItem[]>({ onSessionExpired: toSignIn });
  /** The list loaded empty: the wizard opens instead. */
  const $redirecting = atom(false);
  /** The company's plan, as the list's answer names it. */
  const $plan = atom<SubscriptionPackage | null>(null);
  /**
   * How many services are published and how many the plan allows (`Infinity`:
   * no limit); whether one more may be published, and else the plans that allow
   * it: the list says so, and the publish buttons say so before the click.
   */
  const $publishing = computed([loader.$state, $plan], (state, plan) => {
    if (state.status !== 'ready' || plan === null) return null;
    const published = state.data.filter((item) => item.published).length;
    return {
      plan,
      published,
      limit: PLAN_LIMITS[plan].publishedServices,
      open: publishOpen(plan, published),
      plans: plansAllowing('publishedServices', published + 1),
    };
  });

  const fetchList = async () => {
    const answer = await callChecked(listAccountServices, {});
    $plan.set(answer.plan);
    return answer.data;
  };
  const showList = (items: readonly ServiceListItem[]) => {
    if (listRedirect(items) !== 'create_first') return;
    $redirecting.set(true);
    replace(wizardUrl(locale));
  };

  /** Loads the list; without a session, sign-in. */
  function load(): Promise<void> {
    if (!authToken()) {
      toSignIn();
      return Promise.resolve();
    }
    return loadAndShow(loader, fetchList, showList);
  }

  function patchItem(uuid: string, patch: Partial<ModerationStateView>): void {
    const state = loader.$state.get();
    if (state.status !== 'ready') return;
    loader.set(state.data.map((item) => (item.uuid === uuid ? { ...item, ...patch } : item)));
  }

  /** Sends the draft to moderation (204: no state comes back, so the row's is set here). */
  async function submit(uuid: string): Promise<void> {
    await callChecked(moderateService, { params: { id: uuid } });
    patchItem(uuid, SENT_TO_MODERATION);
  }

  async function setPublished(uuid: string, published: boolean): Promise<void> {
    const route = published ? publishService : unpublishService;
    const { data } = await callChecked(route, { params: { id: uuid } });
    patchItem(uuid, data);
  }

  /** The service's own screen (the wizard's last step, where it is published): where a plan bought for it returns. */
  const serviceScreen = (uuid: string) => wizardUrl(locale, { uuid, step: LAST_STEP });

  /**
   * Publish pressed while the plan's number is reached: the error modal names
   * the plans that allow one more and leads to them, coming back to this
   * service once one is paid. Nothing is sent: the answer is known.
   */
  function offerPlans(uuid: string): void {
    showPlanLimit($publishing.get()?.plans ?? [], serviceScreen(uuid));
  }

  return {
    loader,
    $redirecting,
    $publishing,
    load,
    retry: load,
    cancel: loader.cancel,
    submit,
    publish: (uuid: string) => setPublished(uuid, true),
    offerPlans,
    serviceScreen,
    unpublish: (uuid: string) => setPublished(uuid, false),
  };
}

export type ServicesList = ReturnType<typeof createServicesList>;
