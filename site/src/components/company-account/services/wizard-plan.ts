import { atom, computed, type ReadableAtom } from 'nanostores';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { PLAN_LIMITS, localeOpen, plansAllowing, publishOpen } from '@migralink/shared/plans';
import type { Loaded } from '@/kit/load';
import { showPlanLimit } from '@/stores/error-modal';
import type { WizardData } from './wizard-state';

/**
 * What the company's plan allows the wizard (docs/product.md, "Plans"): the languages the
 * service may be written in, and whether one more service may be published.
 */
export function createWizardPlan(
  $loaded: ReadableAtom<Loaded<WizardData>>,
  $editLocale: ReadableAtom<Locale>,
  $textLocales: ReadableAtom<readonly Locale[]>,
) {
  /** How many of the company's services are published (from the init lists, then as this wizard publishes). */
  const $published = atom(0);
  const $plan = computed($loaded, (state) => (state.status === 'ready' ? state.data.init.plan : null));
  /**
   * The languages the plan does not let the service be written in (any
   * language already written stays open; a new service may start in any), and
   * the plans that would: the tabs say so before a text the save would refuse.
   */
  const $planLocales = computed([$plan, $textLocales], (plan, written) => ({
    locked: plan === null ? [] : LOCALES.filter((each) => !localeOpen(plan, written, each)),
    plans: plansAllowing('locales', written.length + 1),
  }));
  /** Whether the edited language is one the plan does not include: its steps are shown but cannot be changed. */
  const $locked = computed([$planLocales, $editLocale], ({ locked }, edited) => locked.includes(edited));
  /** The company's published services against the plan's number: whether this one may be published too. */
  const $publishing = computed([$plan, $published], (plan, published) =>
    plan === null
      ? null
      : {
          plan,
          published,
          limit: PLAN_LIMITS[plan].publishedServices,
          open: publishOpen(plan, published),
          plans: plansAllowing('publishedServices', published + 1),
        },
  );
  return {
    $published,
    $planLocales,
    $locked,
    $publishing,
    /** Publish pressed past the plan's number: the error modal with the plans, coming back to this screen once paid. */
    offerPlans: () => showPlanLimit($publishing.get()?.plans ?? []),
  };
}
