import { useState, useSyncExternalStore } from 'react';

/*
 * The bindings every island needs, apart from react.ts (whose form and request helpers bring
 * the error texts and the contract's schemas), so a public page's island stays light.
 */

/** The island's own store, created on its first render and kept while it is mounted. */
export function useIsland<T>(create: () => T): T {
  return useState(create)[0];
}

const noSubscription = () => () => undefined;

/** false in the server's HTML and during hydration, true once the island runs: forms stay inert until then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
