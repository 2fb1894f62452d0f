import { sendExpiryReminders } from '#certificates/reminders';
import { logger } from '#lib/logger';

/** Runs once a day (the API stack's schedule; locally at start and then daily): the certificates' expiry reminders. */
export async function handler(): Promise<{ mailed: number }> {
  const mailed = await sendExpiryReminders(logger);
  logger.info('certificate expiry reminders sent', { mailed });
  return { mailed };
}
