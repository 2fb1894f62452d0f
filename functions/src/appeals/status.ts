import type { AppealStatus, AppealSummary } from '@migralink/shared/schemas/appeals';
import { getAppeal, setAppealStatus } from '#data/appeals';
import { AGAIN, decideAgain } from '#data/transact';
import { NotFoundError } from '#http/errors';
import { presentSummary } from './present';

/** Support sets a status by hand (closed, or open or answered again); the same status again changes nothing. */
export async function changeAppealStatus(appealId: string, status: AppealStatus): Promise<AppealSummary> {
  const appeal = await decideAgain(async () => {
    const stored = await getAppeal(appealId);
    if (!stored) throw new NotFoundError();
    if (stored.status === status) return stored;
    return (await setAppealStatus(stored, status)) ? undefined : AGAIN;
  });
  const now = appeal ?? (await getAppeal(appealId));
  if (!now) throw new NotFoundError();
  return presentSummary(now);
}
