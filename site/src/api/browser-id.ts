/** The part of the Web Storage API the id needs. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where the browser keeps its id between visits. */
const STORAGE_KEY = 'migralink.browser';

/**
 * The id the site sends as `X-Fingerprint` with every call (docs/product.md, "Request headers"): the API
 * counts lead forms per browser with it, beside the address and the e-mail.
 * Not a fingerprint made of the device's traits (canvas, fonts…), which would
 * follow a visitor who never agreed to it: a random id kept in this browser's
 * storage, gone with it, the same for every tab. Without storage (a private
 * window that refuses it) the id lasts as long as the page.
 */
export function browserIdIn(storage: () => KeyValueStorage): () => string {
  let id: string | undefined;
  return () => {
    if (id) return id;
    try {
      id = storage().getItem(STORAGE_KEY) ?? undefined;
      if (!id) {
        id = crypto.randomUUID();
        storage().setItem(STORAGE_KEY, id);
      }
    } catch {
      id ??= crypto.randomUUID();
    }
    return id;
  };
}

export const browserId = browserIdIn(() => localStorage);
