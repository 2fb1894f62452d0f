import { uuidOf } from '@migralink/shared/public-address';

/** The uuid a query parameter of an address names (`?id=`, `?uuid=`), or undefined when it names none. */
export function uuidFromQuery(search: string, name = 'id'): string | undefined {
  return uuidOf(new URLSearchParams(search).get(name));
}
