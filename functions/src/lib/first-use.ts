/**
 * A value made on first use and shared by the container's invocations (a
 * client, a secret): `make` runs once; when it fails nothing is kept, so the
 * next call tries again rather than failing for the container's life.
 * Callers mark the call `@__PURE__`, so a bundle that never uses the value
 * leaves it (and what `make` would import) out.
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}
