import { randomUUID } from 'node:crypto';
import { FILE_EXTENSIONS, TMP_PREFIX, UPLOAD_RULES, type FileType, type UploadPurpose } from './purposes';

/** Where a browser uploads: `tmp/<purpose>/<userId>/<random uuid>`; never anything from the file's name. */
export function tmpKey(purpose: UploadPurpose, userId: string): string {
  return `${TMP_PREFIX}${purpose}/${userId}/${randomUUID()}`;
}

export interface TmpKey {
  purpose: string;
  ownerId: string;
  id: string;
}

/** The parts of a temporary key, or `undefined` when it is not one. */
export function parseTmpKey(key: string): TmpKey | undefined {
  const match = /^tmp\/([a-z_]+)\/([A-Za-z0-9-]+)\/([A-Za-z0-9-]+)$/.exec(key);
  return match ? { purpose: match[1]!, ownerId: match[2]!, id: match[3]! } : undefined;
}

/** Where a checked file goes: `<folder>/<ownerId>/<new uuid>.<ext>`, a fresh name on every upload. */
export function finalKey(purpose: UploadPurpose, ownerId: string, type: FileType): string {
  return `${UPLOAD_RULES[purpose].folder}/${ownerId}/${randomUUID()}.${FILE_EXTENSIONS[type]}`;
}

/** The public path of a key under `media/` (served by the site's origin), e.g. `/media/avatars/…`. */
export const publicPath = (key: string) => `/${key}`;

/** The key behind a public path, if it is one of ours under `folder` (older or seeded values may be URLs). */
export function keyOfPublicPath(path: string | null | undefined, folder: string): string | undefined {
  if (!path?.startsWith(`/${folder}/`)) return undefined;
  const key = path.slice(1);
  return key.split('/').includes('..') ? undefined : key;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The key behind a public path when it names, by its exact shape, a checked
 * file of `ownerId` for `purpose` (`/<folder>/<ownerId>/<uuid>.<ext>`, as
 * `finalKey` names them, with the extension of a type the purpose allows);
 * `undefined` for any other path. Whether the file is there is for S3 to say.
 */
export function checkedFileKey(path: string, purpose: UploadPurpose, ownerId: string): string | undefined {
  const { folder, types } = UPLOAD_RULES[purpose];
  const prefix = `/${folder}/${ownerId}/`;
  if (!path.startsWith(prefix)) return undefined;
  const extensions = types.map((type) => FILE_EXTENSIONS[type]).join('|');
  return new RegExp(`^${UUID}\\.(${extensions})$`).test(path.slice(prefix.length)) ? path.slice(1) : undefined;
}
