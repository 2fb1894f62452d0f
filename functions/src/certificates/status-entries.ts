import { getBit, statusEntryOf, withBit, type StatusEntry } from '@migralink/shared/certificate-status';
import { getStatusList, openStatusList, replaceStatusList } from '#data/status-lists';
import { AGAIN, decideAgain } from '#data/transact';
import { decodeBitstring, emptyBitstring, encodeBitstring } from './status-list';

/**
 * Certificates' places in the status lists, in the table (ACCESS-PATTERNS.md, "Certificates: signing
 * keys and status list"): a place is allocated with the certificate's number, its list opened at
 * approval and its bit set at revocation. Every step may run again without harm.
 */

/** The certificate's place, its list made (all clear) if this is the list's first certificate. */
export async function statusEntryFor(number: string, at = new Date().toISOString()): Promise<StatusEntry> {
  const entry = statusEntryOf(number);
  await openStatusList(entry.list, encodeBitstring(emptyBitstring()), at);
  return entry;
}

/**
 * Sets the certificate's revocation bit: reads the list, sets the bit, writes on condition that the
 * list is still the version read. Another revocation of the same list in between makes it read and
 * decide again after a random wait; one that keeps meeting others ends as contention (409), never a
 * 5xx. A bit already set writes nothing.
 */
export function revokeStatusEntry({ list, index }: StatusEntry, at = new Date().toISOString()): Promise<void> {
  return decideAgain(async () => {
    const stored = await getStatusList(list, true);
    const bits = stored ? decodeBitstring(stored.encoded) : emptyBitstring();
    if (getBit(bits, index)) return;
    const written = await replaceStatusList(list, encodeBitstring(withBit(bits, index)), stored?.version, at);
    return written ? undefined : AGAIN;
  });
}

/** Whether the certificate's bit is set in its list as stored (strongly consistent). */
export async function isRevokedEntry({ list, index }: StatusEntry): Promise<boolean> {
  const stored = await getStatusList(list, true);
  return stored !== undefined && getBit(decodeBitstring(stored.encoded), index);
}
