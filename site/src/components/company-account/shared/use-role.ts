import { useStore } from '@nanostores/react';
import type { Role } from '@migralink/shared/enums';
import { useHydrated } from '@/kit/island';
import { $auth } from '@/stores/auth';

/**
 * The signed-in account's role, once the island runs: undefined in the
 * server's HTML, while hydrating and when signed out, so an account screen
 * neither loads nor refuses before it knows who is there.
 */
export function useSignedInRole(): Role | undefined {
  const hydrated = useHydrated();
  const { token, user } = useStore($auth);
  return hydrated && token ? user?.role : undefined;
}
