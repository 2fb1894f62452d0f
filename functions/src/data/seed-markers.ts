import { putAll } from './batch';
import { getAll } from './batch-get';
import { seedKeys, type ItemKey } from './keys';

/** A writing done once (a kind of the local demo's content, say), and the item whose presence shows it was done. */
export interface SeedWork {
  name: string;
  /** An item the work always writes: found in a table written before markers were kept, the work counts as done. */
  probe?: ItemKey;
}

/**
 * Which of these works the table has had, in one BatchGetItem (their markers and their probes; at most 50
 * works). A work found by its probe alone (a table written by an earlier version) is marked now, so the next
 * check finds its marker.
 */
export async function doneWorks(works: readonly SeedWork[], at: string): Promise<Set<string>> {
  const probes = works.flatMap((work) => (work.probe ? [work.probe] : []));
  const found = await getAll([...works.map((work) => seedKeys.marker(work.name)), ...probes]);
  const has = (key: ItemKey) => found.some((item) => item.pk === key.pk && item.sk === key.sk);
  const marked = works.filter((work) => has(seedKeys.marker(work.name)));
  const probed = works.filter((work) => !marked.includes(work) && work.probe && has(work.probe));
  await markDone(
    probed.map((work) => work.name),
    at,
  );
  return new Set([...marked, ...probed].map((work) => work.name));
}

/** Marks works as done (a BatchWriteItem per 25). */
export async function markDone(names: readonly string[], at: string): Promise<void> {
  await putAll(names.map((name) => ({ ...seedKeys.marker(name), done_at: at })));
}
