import { isHashedAsset } from './hashed-assets';

/** Each published file's key in the bucket → the SHA-256 of its bytes (base64url). */
export type Manifest = Readonly<Record<string, string>>;

/** Where a publication keeps the manifest of what it published, in the site bucket itself. */
export const MANIFEST_KEY = 'publish-manifest.json';

/**
 * At most this many paths are invalidated one by one per publication; more are folded into folder
 * wildcards, and if those are still more, into `/*`. CloudFront's first 1,000 invalidation paths a month
 * are free and each one after costs $0.005, while a wildcard counts as one path: at ~100 builds a month,
 * 10 paths a build stays inside the free paths (infra/COST-MODEL.md, "Site builds").
 */
export const MAX_INVALIDATION_PATHS = 10;

/** What one publication of the built site does to the bucket and the CDN. */
export interface PublishPlan {
  /** Keys to upload, the files pages refer to before the pages: a page never names a file not there yet. */
  upload: string[];
  /** Keys in the bucket the build no longer has, removed after the uploads. */
  remove: string[];
  /** CloudFront paths to invalidate once the bucket holds the new site. */
  invalidate: string[];
}

const isPage = (key: string) => key.endsWith('.html');

/**
 * The publication that brings the bucket from what it holds to what was built, touching only what
 * changed. `published` is the manifest of the last publication (empty when there is none or it could not
 * be read: then everything is uploaded once); `stored` the keys the bucket holds now, so a file deleted by
 * hand or a publication that died half-way is mended, not trusted. A file counts as unchanged only when
 * the last publication wrote the same bytes and it is still there.
 */
export function planPublish(built: Manifest, published: Manifest, stored: ReadonlySet<string>): PublishPlan {
  const changed = Object.keys(built)
    .filter((key) => published[key] !== built[key] || !stored.has(key))
    .sort();
  const remove = [...stored].filter((key) => !(key in built) && key !== MANIFEST_KEY).sort();
  const upload = [...changed.filter((key) => !isPage(key)), ...changed.filter(isPage)];
  // Files named by their content never change under a name; a page new to the bucket may have been
  // answered by the not-found page meanwhile, and that answer is cached too.
  const paths = [...changed, ...remove].map((key) => `/${key}`).filter((path) => !isHashedAsset(path));
  return { upload, remove, invalidate: invalidationPaths(paths) };
}

/**
 * The paths themselves when few; else each folder two levels deep (`/en/companies/*`) that holds one; else
 * (or when a file at the top changed) everything. Cache keys are the paths the viewer function rewrote to (`/en/about/index.html`).
 */
export function invalidationPaths(paths: readonly string[]): string[] {
  if (paths.length <= MAX_INVALIDATION_PATHS) return [...paths];
  const folders = [...new Set(paths.map(folderOf))].sort();
  return folders.length <= MAX_INVALIDATION_PATHS && !folders.includes('/*') ? folders : ['/*'];
}

/** The folder a path is in, at most two levels deep, as a wildcard: `/en/companies/armenia/index.html` → `/en/companies/*`. */
function folderOf(path: string): string {
  const folders = path.split('/').filter(Boolean).slice(0, -1).slice(0, 2);
  return `/${folders.map((folder) => `${folder}/`).join('')}*`;
}
