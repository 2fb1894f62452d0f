import type { WritableAtom } from 'nanostores';
import { moderateService, publishService, unpublishService } from '@migralink/shared/api/service-account';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import { callChecked } from '@/api/checked';
import { SENT_TO_MODERATION } from '../shared/moderation-state';

/**
 * The moderation actions of the review step: each shows the new state (unless another service is
 * shown by then) and counts what it publishes; a failure is thrown to the bar.
 */
export function createWizardModeration({
  uuidNow,
  $moderation,
  $published,
}: {
  readonly uuidNow: () => string | undefined;
  readonly $moderation: WritableAtom<ModerationStateView | null>;
  readonly $published: WritableAtom<number>;
}) {
  const moderationAction = (act: (params: { id: string }) => Promise<Partial<ModerationStateView>>) => async () => {
    const uuid = uuidNow();
    if (!uuid) throw new Error('The service is not created yet');
    const patch = await act({ id: uuid });
    const moderation = $moderation.get();
    if (moderation && uuidNow() === uuid) $moderation.set({ ...moderation, ...patch });
  };

  return {
    /** Sends the saved draft (204: no state comes back, so it is set here). */
    submit: moderationAction(async (params) => {
      await callChecked(moderateService, { params });
      return SENT_TO_MODERATION;
    }),
    publish: moderationAction(async (params) => {
      const { data } = await callChecked(publishService, { params });
      $published.set($published.get() + 1);
      return data;
    }),
    unpublish: moderationAction(async (params) => {
      const { data } = await callChecked(unpublishService, { params });
      $published.set(Math.max(0, $published.get() - 1));
      return data;
    }),
  };
}
