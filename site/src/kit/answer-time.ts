/** A time to answer in the largest unit that reads well: minutes under an hour, hours under two days, else days. */
export function answerTime(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.round(minutes / 60) };
  return { unit: 'days', count: Math.round(minutes / (24 * 60)) };
}
