import { atom, type ReadableAtom } from 'nanostores';
import { confirmMailing, unsubscribe } from '@migralink/shared/api/mailing';
import { ApiError } from '@migralink/shared/client';
import type { ConfirmAnswer, UnsubscribeAnswer } from '@migralink/shared/schemas/mailing';
import { callChecked } from '@/api/checked';
import { createRequest } from '@/kit/request';

/** A mail's link to one of the mailing pages: confirm a subscription, or unsubscribe. */
export type LinkKind = 'confirm' | 'unsubscribe';

/** What pressing the page's button came to: the API's answer, or a link that does not work (its words). */
export type LinkOutcome =
  | { readonly status: 'waiting' }
  | { readonly status: 'missing' }
  | { readonly status: 'confirm'; readonly answer: ConfirmAnswer }
  | { readonly status: 'unsubscribe'; readonly answer: UnsubscribeAnswer }
  | { readonly status: 'invalid'; readonly message: string };

/**
 * The store of a page a mailing link opens (`/mailing/confirm/?token=`, `/unsubscribe/?token=`): opening the
 * page changes nothing (mail systems' link scanners open every link); only `press()` sends the POST. A link
 * that does not work (changed, stale) is told with the API's words, which say which; any other failure can be
 * pressed again.
 */
export function createLinkAction(kind: LinkKind) {
  const $outcome = atom<LinkOutcome>({ status: 'waiting' });
  const request = createRequest<never>({ fields: [] });
  let token: string | null = null;

  async function act(sent: string): Promise<LinkOutcome> {
    if (kind === 'confirm')
      return { status: 'confirm', answer: (await callChecked(confirmMailing, { body: { token: sent } })).data };
    return { status: 'unsubscribe', answer: (await callChecked(unsubscribe, { query: { token: sent } })).data };
  }

  return {
    $outcome: $outcome as ReadableAtom<LinkOutcome>,
    request,
    /** The page's link token (`?token=`); none is a link that lost it. */
    start(given: string | null): void {
      token = given;
      if (!given) $outcome.set({ status: 'missing' });
    },
    press: () =>
      request.run(async () => {
        if (!token) return;
        try {
          $outcome.set(await act(token));
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 404) throw error;
          $outcome.set({ status: 'invalid', message: error.body.message });
        }
      }),
  };
}

export type LinkAction = ReturnType<typeof createLinkAction>;
