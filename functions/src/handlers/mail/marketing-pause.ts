import { setMarketingPause, type PauseAlarm } from '#data/mail-feedback';
import { logger } from '#lib/logger';

/** The alarms that pause marketing mail, by the end of their names (`infra/src/mail-path.ts`). */
const ALARMS: Record<string, PauseAlarm> = { 'bounce-rate': 'bounce_rate', 'complaint-rate': 'complaint_rate' };

/**
 * Called by the bounce-rate and complaint-rate alarms on each change of their state: ALARM pauses marketing mail,
 * OK lifts that alarm's pause (docs/product.md, "Mail"). Transactional mail is never paused.
 */
export async function handler(event: { alarmData: { alarmName: string; state: { value: string } } }): Promise<void> {
  const { alarmName, state } = event.alarmData;
  const alarm = Object.entries(ALARMS).find(([suffix]) => alarmName.endsWith(suffix))?.[1];
  if (!alarm || (state.value !== 'ALARM' && state.value !== 'OK')) {
    logger.warn('not an alarm that pauses marketing mail', { alarm: alarmName, state: state.value });
    return;
  }
  await setMarketingPause(alarm, state.value === 'ALARM', new Date().toISOString());
  logger.warn(state.value === 'ALARM' ? 'marketing mail paused' : 'marketing mail pause lifted', { alarm });
}
