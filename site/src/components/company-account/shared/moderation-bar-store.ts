import { atom } from 'nanostores';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { createRequest } from '@/kit/request';
import { planLimitPackages, type ModerationAction } from './moderation-state';

export interface ModerationBarOptions {
  /** Leads to sign-in when the API no longer accepts the session. */
  readonly toSignIn: () => void;
}

/**
 * The moderation bar's store: one request for the action the owner pressed
 * (send to moderation, publish, unpublish), which action it is, and the plans
 * that would allow it when a plan refused it (403 `plan_limit`). What the
 * action calls is the screen's (the company editor, a service's row or the
 * wizard): it updates the shown state itself, or throws the failure.
 */
export function createModerationBar({ toSignIn }: ModerationBarOptions) {
  const request = createRequest<never>({ fields: [], onSessionExpired: toSignIn });
  /** The last action pressed: the one running, done or failed. */
  const $action = atom<ModerationAction | null>(null);
  const $plans = atom<readonly SubscriptionPackage[]>([]);

  /** Runs one action (not while another runs); resolves whether it succeeded. */
  function run(action: ModerationAction, send: () => Promise<void>): Promise<boolean> {
    if (request.$state.get().phase === 'loading') return Promise.resolve(false);
    $action.set(action);
    $plans.set([]);
    return request.run(async () => {
      try {
        await send();
      } catch (error) {
        $plans.set(planLimitPackages(error));
        throw error;
      }
    });
  }

  return { request, $action, $plans, run };
}

export type ModerationBarStore = ReturnType<typeof createModerationBar>;
