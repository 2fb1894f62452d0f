/**
 * Runs `work` over `items`, at most `limit` at a time, each started as one before it ends; fails with the first
 * failure. For many small pieces of I/O (files of a built site, objects to upload) that would swamp a disk or a
 * connection pool all at once and take too long one by one.
 */
export async function eachAtMost<T>(
  limit: number,
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
