import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root: asset paths are absolute so synth works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const HANDLERS_DIR = path.join(REPO_ROOT, 'functions/src/handlers');
export const LOCK_FILE = path.join(REPO_ROOT, 'package-lock.json');
export const SITE_DIST = path.join(REPO_ROOT, 'site/dist');

/** The source file of a route's handler, from its `handler` module path. */
export function handlerEntry(handler: string): string {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(handler))
    throw new Error(`Handler "${handler}" is not a module path like "area/name"`);
  return path.join(HANDLERS_DIR, `${handler}.ts`);
}
