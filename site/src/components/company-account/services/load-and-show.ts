import type { Loader } from '@/kit/load';

/**
 * Loads through `loader` and hands the answer to `show` (which fills the
 * screen's editable state from it) only while it is the answer shown: an
 * answer that a later load or `cancel()` overtook is dropped, as the loader drops it.
 */
export async function loadAndShow<T extends object>(
  loader: Loader<T>,
  fetch: () => Promise<T>,
  show: (data: T) => void,
): Promise<void> {
  let answer: T | undefined;
  await loader.load(async () => (answer = await fetch()));
  const state = loader.$state.get();
  if (answer !== undefined && state.status === 'ready' && state.data === answer) show(answer);
}
