/**
 * What a built page loads as JavaScript, read from its HTML, and the page rewritten to load one file
 * instead (the build step: `one-script.ts`; site/README.md, "How the site's scripts are built").
 *
 * A built page names its code in two ways: `<script type="module" src>` (its components' scripts) and
 * each `<astro-island>`'s `component-url` + `component-export` and `renderer-url`, which Astro's island
 * runtime imports when it hydrates. The page's entry file runs the scripts, re-exports each island's
 * component under its own name and re-exports the renderer as `default`; the page loads it once as its
 * script, and every island imports the same URL, which the browser does not load or run again.
 */

/** Only the build's own files are folded; anything else a page names is left as it is. */
const BUNDLED = /^\/_astro\/[^?#"]+\.js$/;

const MODULE_SCRIPT = /<script\b([^>]*)><\/script>/g;
const ISLAND = /<astro-island\b[^>]*>/g;

/** An island's component as Astro names it: the module and the export (dots reach into it). */
export interface IslandComponent {
  url: string;
  exportPath: string;
}

/** The code one page loads. */
export interface PageCode {
  /** The module scripts, in page order, each once. */
  scripts: string[];
  /** The islands' components, each once. */
  components: IslandComponent[];
  /** The islands' renderer, if the page has islands. */
  renderer: string | undefined;
}

/** Each attribute's pattern, made once: tens of thousands of pages are read. */
const ATTRIBUTES = new Map<string, RegExp>();

/** An attribute's value in a tag's text (Astro writes every value in double quotes). */
function attribute(tag: string, name: string): string | undefined {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`\\s${name}="([^"]*)"`)));
  return pattern.exec(tag)?.[1];
}

/** The module script's `src` a `<script …></script>` tag names, if it is one of the build's files. */
function moduleScriptSrc(attributes: string): string | undefined {
  if (attribute(attributes, 'type') !== 'module') return undefined;
  const src = attribute(attributes, 'src');
  return src && BUNDLED.test(src) ? src : undefined;
}

/** What a page loads, or undefined when it loads none of the build's files. */
export function pageCode(html: string): PageCode | undefined {
  const scripts = new Set<string>();
  for (const [, attributes] of html.matchAll(MODULE_SCRIPT)) {
    const src = moduleScriptSrc(attributes!);
    if (src) scripts.add(src);
  }
  const components = new Map<string, IslandComponent>();
  const renderers = new Set<string>();
  for (const [tag] of html.matchAll(ISLAND)) {
    const url = attribute(tag, 'component-url');
    const renderer = attribute(tag, 'renderer-url');
    if (!url || !renderer)
      throw new Error(`An island without its component's or renderer's file: ${tag.slice(0, 200)}`);
    const exportPath = attribute(tag, 'component-export') || 'default';
    components.set(componentKey({ url, exportPath }), { url, exportPath });
    renderers.add(renderer);
  }
  if (renderers.size > 1) throw new Error(`Islands of two renderers on one page: ${[...renderers].join(', ')}`);
  if (scripts.size === 0 && components.size === 0) return undefined;
  return { scripts: [...scripts], components: [...components.values()], renderer: [...renderers][0] };
}

export const componentKey = ({ url, exportPath }: IslandComponent) => `${url}#${exportPath}`;

/** The same code loaded by different pages (every landing page's) is one entry: this names the set. */
export const codeKey = (code: PageCode): string =>
  JSON.stringify([code.scripts, code.components.map(componentKey).sort(), code.renderer ?? '']);

/**
 * The code with its islands' components in one order, whatever the page's: every page of a set then gets the
 * same export names (`exportNames`) and the set's entry the same source, whichever page was read first.
 */
export const inKeyOrder = (code: PageCode): PageCode => ({
  ...code,
  components: code.components
    .map((component) => [componentKey(component), component] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, component]) => component),
});

/** A readable export name for each component (its file's name), unique within the entry. */
export function exportNames(components: readonly IslandComponent[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set(['default']);
  for (const component of components) {
    const file = component.url.split('/').pop()!.split('.')[0]!;
    const base = `island_${file.replace(/\W/g, '_')}`;
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
    taken.add(name);
    names.set(componentKey(component), name);
  }
  return names;
}

/**
 * The entry module's source: the page's scripts for their effects in page order, each island's
 * component under its name, the renderer as `default`. `file` turns a page's URL into the module's path.
 */
export function entrySource(code: PageCode, names: ReadonlyMap<string, string>, file: (url: string) => string) {
  const at = (url: string) => JSON.stringify(file(url));
  const lines = code.scripts.map((url) => `import ${at(url)};`);
  code.components.forEach((component, index) => {
    const name = names.get(componentKey(component))!;
    const [first, ...rest] = component.exportPath.split('.');
    if (rest.length === 0) lines.push(`export { ${first} as ${name} } from ${at(component.url)};`);
    else {
      lines.push(`import * as component${index} from ${at(component.url)};`);
      lines.push(`export const ${name} = component${index}.${component.exportPath};`);
    }
  });
  if (code.renderer) lines.push(`export { default } from ${at(code.renderer)};`);
  return lines.join('\n') + '\n';
}

/**
 * The page loading `entry` alone: its first module script names it and the others go; every island
 * imports its component and renderer from it.
 */
export function rewritePage(html: string, entry: string, names: ReadonlyMap<string, string>): string {
  let first = true;
  const scripted = html.replace(MODULE_SCRIPT, (tag, attributes: string) => {
    const src = moduleScriptSrc(attributes);
    if (!src) return tag;
    if (!first) return '';
    first = false;
    return tag.replace(`src="${src}"`, `src="${entry}"`);
  });
  return scripted.replace(ISLAND, (tag) => {
    const url = attribute(tag, 'component-url')!;
    const exportPath = attribute(tag, 'component-export') || 'default';
    const name = names.get(componentKey({ url, exportPath }))!;
    const renamed = tag
      .replace(` component-url="${url}"`, ` component-url="${entry}"`)
      .replace(/ renderer-url="[^"]*"/, ` renderer-url="${entry}"`);
    return attribute(tag, 'component-export') === undefined
      ? renamed.replace(' component-url=', ` component-export="${name}" component-url=`)
      : renamed.replace(/ component-export="[^"]*"/, ` component-export="${name}"`);
  });
}
