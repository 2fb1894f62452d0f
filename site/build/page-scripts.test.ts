import { describe, expect, it } from 'vitest';
import { codeKey, entrySource, exportNames, inKeyOrder, pageCode, rewritePage } from './page-scripts';

const island = (url: string, exportPath?: string) =>
  `<astro-island uid="Z1" prefix="r1" component-url="${url}"` +
  (exportPath === undefined ? '' : ` component-export="${exportPath}"`) +
  ` renderer-url="/_astro/client.B1c2D3e4.js" props="{&quot;a&quot;:[0,&quot;x&gt;y&quot;]}" ssr client="load" opts="{}"><p>server html</p></astro-island>`;

const page = [
  '<html><head>',
  '<script type="module" src="/_astro/BaseLayout.astro_astro_type_script_index_0_lang.Ab12Cd34.js"></script>',
  '<script type="module" src="/_astro/LivePrices.astro_astro_type_script_index_0_lang.Ef56Gh78.js"></script>',
  '<script type="module">console.log("inline")</script>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '<script type="module" src="/vendor/outside.js"></script>',
  '</head><body>',
  island('/_astro/SearchIsland.Ij90Kl12.js', 'default'),
  island('/_astro/Forms.Mn34Op56.js', 'LoginForm'),
  island('/_astro/SearchIsland.Ij90Kl12.js', 'default'),
  '</body></html>',
].join('\n');

describe('pageCode', () => {
  it('reads the module scripts of the build in page order and each island component once', () => {
    expect(pageCode(page)).toEqual({
      scripts: [
        '/_astro/BaseLayout.astro_astro_type_script_index_0_lang.Ab12Cd34.js',
        '/_astro/LivePrices.astro_astro_type_script_index_0_lang.Ef56Gh78.js',
      ],
      components: [
        { url: '/_astro/SearchIsland.Ij90Kl12.js', exportPath: 'default' },
        { url: '/_astro/Forms.Mn34Op56.js', exportPath: 'LoginForm' },
      ],
      renderer: '/_astro/client.B1c2D3e4.js',
    });
  });

  it('takes an island without component-export as the default export', () => {
    expect(pageCode(island('/_astro/Map.Qr78St90.js'))?.components).toEqual([
      { url: '/_astro/Map.Qr78St90.js', exportPath: 'default' },
    ]);
  });

  it('has nothing to fold on a page without the build scripts', () => {
    expect(pageCode('<html><script type="module">1</script><script src="/x.js"></script></html>')).toBeUndefined();
  });

  it('refuses islands of two renderers, which one entry cannot serve', () => {
    const other = island('/_astro/B.Uv12Wx34.js').replace('client.B1c2D3e4', 'vue.Yz56Ab78');
    expect(() => pageCode(island('/_astro/A.Cd90Ef12.js') + other)).toThrow(/two renderers/);
  });
});

describe('codeKey', () => {
  it('is the same for the same code whatever the order of islands, not for scripts in another order', () => {
    const code = pageCode(page)!;
    const reordered = { ...code, components: [...code.components].reverse() };
    expect(codeKey(reordered)).toBe(codeKey(code));
    expect(codeKey({ ...code, scripts: [...code.scripts].reverse() })).not.toBe(codeKey(code));
  });
});

describe('inKeyOrder', () => {
  it('puts the islands of the same code in one order, whatever the page had, and keeps the scripts in page order', () => {
    const code = pageCode(page)!;
    const reordered = { ...code, components: [...code.components].reverse() };
    expect(inKeyOrder(reordered)).toEqual(inKeyOrder(code));
    expect(inKeyOrder(code).scripts).toEqual(code.scripts);
    expect(exportNames(inKeyOrder(reordered).components)).toEqual(exportNames(inKeyOrder(code).components));
  });
});

describe('entrySource and rewritePage', () => {
  const code = pageCode(page)!;
  const names = exportNames(code.components);

  it('names each component after its file, uniquely', () => {
    const twice = exportNames([
      { url: '/_astro/Form.Ab12Cd34.js', exportPath: 'default' },
      { url: '/_astro/Form.Ab12Cd34.js', exportPath: 'Other' },
    ]);
    expect([...twice.values()]).toEqual(['island_Form', 'island_Form2']);
  });

  it('runs the scripts in order, re-exports each component under its name and the renderer as default', () => {
    expect(entrySource(code, names, (url) => `/dist${url}`).split('\n')).toEqual([
      'import "/dist/_astro/BaseLayout.astro_astro_type_script_index_0_lang.Ab12Cd34.js";',
      'import "/dist/_astro/LivePrices.astro_astro_type_script_index_0_lang.Ef56Gh78.js";',
      'export { default as island_SearchIsland } from "/dist/_astro/SearchIsland.Ij90Kl12.js";',
      'export { LoginForm as island_Forms } from "/dist/_astro/Forms.Mn34Op56.js";',
      'export { default } from "/dist/_astro/client.B1c2D3e4.js";',
      '',
    ]);
  });

  it('reaches a dotted export through the module', () => {
    const dotted = { scripts: [], components: [{ url: '/_astro/Ui.Ab12Cd34.js', exportPath: 'Ui.Card' }] };
    const source = entrySource({ ...dotted, renderer: undefined }, exportNames(dotted.components), (url) => url);
    expect(source).toBe(
      'import * as component0 from "/_astro/Ui.Ab12Cd34.js";\nexport const island_Ui = component0.Ui.Card;\n',
    );
  });

  it('has the page load the entry once and every island import from it', () => {
    const html = rewritePage(page, '/_astro/page.Zz99Yy88.js', names);
    expect(pageCode(html)).toEqual({
      scripts: ['/_astro/page.Zz99Yy88.js'],
      components: [
        { url: '/_astro/page.Zz99Yy88.js', exportPath: 'island_SearchIsland' },
        { url: '/_astro/page.Zz99Yy88.js', exportPath: 'island_Forms' },
      ],
      renderer: '/_astro/page.Zz99Yy88.js',
    });
    expect(html).toContain('<script type="module">console.log("inline")</script>');
    expect(html).toContain('<script type="module" src="/vendor/outside.js"></script>');
    expect(html).toContain('props="{&quot;a&quot;:[0,&quot;x&gt;y&quot;]}"');
    expect(html).toContain('<p>server html</p>');
  });

  it('gives an island without component-export the name it has in the entry', () => {
    const plain = island('/_astro/Map.Qr78St90.js');
    const mapNames = exportNames(pageCode(plain)!.components);
    expect(pageCode(rewritePage(plain, '/_astro/page.Zz99Yy88.js', mapNames))?.components).toEqual([
      { url: '/_astro/page.Zz99Yy88.js', exportPath: 'island_Map' },
    ]);
  });
});
