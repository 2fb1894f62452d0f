const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid as the API writes it (lowercase), or undefined for anything that is no uuid. */
export function uuidOf(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed && UUID.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** The uuid a query parameter of an address names (`?id=`, `?uuid=`), or undefined when it names none. */
export function uuidFromQuery(search: string, name = 'id'): string | undefined {
  return uuidOf(new URLSearchParams(search).get(name));
}
