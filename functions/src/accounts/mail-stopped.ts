import type { Profile } from '@migralink/shared/schemas/auth';
import { suppressionOf } from '#data/mail-feedback';

/** Why the platform no longer mails the user's address, if it does not (docs/product.md, "Mail"): one GetItem. */
export async function mailStopped(email: string): Promise<Pick<Profile, 'mail_stopped'>> {
  const suppression = await suppressionOf(email);
  return suppression ? { mail_stopped: { reason: suppression.reason, since: suppression.at } } : {};
}
