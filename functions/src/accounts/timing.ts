/** Waits until `minimumMs` have passed since `startedAt`: answers that must not differ in duration. */
export async function notSoonerThan(startedAt: number, minimumMs: number): Promise<void> {
  const wait = startedAt + minimumMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
