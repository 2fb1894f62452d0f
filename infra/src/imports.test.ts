import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  circles,
  groupGraph,
  importGraph,
  importsAgainstLayers,
  resolveSpecifier,
  specifiersOf,
  type ImportGraph,
} from './import-graph';
import { REPO_ROOT } from './paths';

/**
 * The repository's structure, kept by one test: imports only go down (docs/start-here.md,
 * "Layers of functions/src", and site/README.md, "Layers"), and no two files need each other.
 */

const PACKAGES = ['shared', 'functions', 'site', 'infra'] as const;

/**
 * Which parts each part may import: the contract is below everything; only `infra` knows them all.
 * The site's browser tests drive the whole product, so they may use the harness that starts it
 * (`infra/local/test`), and nothing else of the platform.
 */
const PART_IMPORTS: Record<string, readonly string[]> = {
  shared: [],
  functions: ['shared'],
  site: ['shared'],
  'site/e2e': ['shared', 'site', 'infra/local/test'],
  'infra/local/test': ['shared', 'functions', 'site', 'infra'],
  infra: ['shared', 'functions', 'site', 'infra/local/test'],
};

/** The part a file belongs to: its package, or the browser tests and their harness. */
function partOf(file: string): string {
  const part = ['site/e2e', 'infra/local/test'].find((folder) => file.startsWith(`${folder}/`));
  return part ?? file.split('/')[0]!;
}

/** The back end's folders from the bottom; a folder imports only folders of a lower line. */
const FUNCTIONS_LAYERS = [
  ['lib'],
  ['data'],
  ['http'],
  ['mail'],
  ['reference'],
  ['uploads', 'forms', 'search', 'partners'],
  ['listings'],
  ['billing'],
  [
    'accounts',
    'appeals',
    'articles',
    'catalogue',
    'certificates',
    'company-account',
    'service-account',
    'leads',
    'mailing',
    'moderation',
    'reviews',
    'site-messages',
    'site-pages',
    'statistics',
    'visa-map',
  ],
  ['handlers', 'testing'],
];

/** The site's folders from the bottom. */
const SITE_LAYERS = [
  ['routing'],
  ['i18n'],
  ['urls'],
  ['stores'],
  ['api'],
  ['kit'],
  ['seo'],
  ['analytics'],
  ['build-data'],
  ['site-messages'],
  ['layouts'],
  ['components'],
  ['pages'],
];

const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file);

const tracked = execFileSync('git', ['ls-files', '-z', ...PACKAGES], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '');
const graph = importGraph(REPO_ROOT, tracked);

/** The folder right below `prefix` that holds a file, for the files below `prefix` that are not tests. */
const folderBelow =
  (prefix: string) =>
  (file: string): string | undefined => {
    if (!file.startsWith(prefix) || isTest(file)) return undefined;
    const parts = file.slice(prefix.length).split('/');
    return parts.length > 1 ? parts[0] : '(top)';
  };

describe('the import graph', () => {
  it('reads the repository', () => {
    expect(graph.size).toBeGreaterThan(1000);
    // Each way of naming a file is followed: a `#` import, an `@/` import, a package import.
    const targets = new Set([...graph.values()].flat());
    expect(targets).toContain('functions/src/http/handler.ts');
    expect(targets).toContain('site/src/kit/paged-list.ts');
    expect(targets).toContain('shared/src/locales.ts');
  });

  it('has no part that imports one it must not know', () => {
    const wrong = [...groupGraph(graph, partOf)].flatMap(([from, targets]) =>
      targets.filter((to) => !(PART_IMPORTS[from] ?? []).includes(to)).map((to) => `${from} -> ${to}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has no two files that import each other, directly or around a circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has the back end import only down its layers', () => {
    expect(importsAgainstLayers(groupGraph(graph, folderBelow('functions/src/')), FUNCTIONS_LAYERS)).toEqual([]);
  });

  it('has the site import only down its layers', () => {
    const files = groupGraph(graph, (file) => {
      const folder = folderBelow('site/src/')(file);
      return folder === '(top)' ? undefined : folder;
    });
    expect(importsAgainstLayers(files, SITE_LAYERS)).toEqual([]);
  });

  it("has no circle between the site's areas of components", () => {
    expect(circles(groupGraph(graph, folderBelow('site/src/components/')))).toEqual([]);
  });
});

describe('the checks catch what they are for', () => {
  const planted: ImportGraph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);

  it('finds a circle of three and leaves out what only leads into it', () => {
    expect(circles(planted)).toEqual([['a', 'b', 'c']]);
  });

  it('finds an import up or sideways, and a folder without a layer', () => {
    const folders: ImportGraph = new Map([
      ['lib', []],
      ['data', ['lib']],
      ['leads', ['data', 'reviews']],
      ['reviews', []],
      ['new', ['lib']],
    ]);
    expect(importsAgainstLayers(folders, [['lib'], ['data'], ['leads', 'reviews']])).toEqual([
      'leads -> reviews',
      'new: not in any layer',
    ]);
  });

  it('reads type imports, re-exports and dynamic imports', () => {
    const text = [
      "import type { A } from './a';",
      "export { b } from '#data/b';",
      "const c = await import('@/kit/c');",
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./a', '#data/b', '@/kit/c']);
  });

  it("resolves each package's way of naming a file", () => {
    expect(resolveSpecifier(REPO_ROOT, 'functions/src/leads/send.ts', '#http/handler')).toBe(
      'functions/src/http/handler.ts',
    );
    expect(resolveSpecifier(REPO_ROOT, 'site/src/pages/x.astro', '@/kit/paged-list')).toBe(
      'site/src/kit/paged-list.ts',
    );
    expect(resolveSpecifier(REPO_ROOT, 'infra/src/app.ts', '@migralink/shared/locales')).toBe('shared/src/locales.ts');
    expect(resolveSpecifier(REPO_ROOT, 'infra/src/app.ts', 'aws-cdk-lib')).toBeUndefined();
  });
});
