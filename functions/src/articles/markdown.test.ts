import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const TEXT_TAGS = new Set(['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li']);
for (const tag of ['strong', 'em', 'del', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']) TEXT_TAGS.add(tag);
const SAFE_URL = /^(https?:\/\/|mailto:|\/media\/|#)/i;

interface Node {
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}

/** What a browser would run of the HTML, as a browser parses it: tags, handlers, styles and URLs that are not text. */
function whatRuns(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.name && !TEXT_TAGS.has(node.name)) found.push(`<${node.name}>`);
    for (const [name, value] of Object.entries(node.attribs ?? {})) {
      if (/^on|^style$|^srcdoc$|^formaction$/i.test(name)) found.push(`${name}=`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value.trim())) found.push(`${name}=${value}`);
    }
    node.children?.forEach(visit);
  };
  visit(parseDocument(html) as unknown as Node);
  return found;
}

/** The usual payloads (OWASP's XSS filter evasion list, in Markdown and raw HTML). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '![x](javascript:alert(1))',
  '![x](https://ok.example/a.png"onerror="alert(1))',
  '[x](https://ok.example/ "title\\" onmouseover=\\"alert(1)")',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color:red" onclick="alert(1)">x</p>',
  '<body onload=alert(1)>',
  '<form action="https://evil.example"><input name=x></form>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<style>body{display:none}</style>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '`<script>alert(1)</script>` and\n\n```html\n<script>alert(1)</script>\n```',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
];

describe('an article body rendered for the public', () => {
  it('is checked by a test that finds what runs', () => {
    expect(whatRuns('<p onclick="x">a</p><script>b</script><a href="javascript:c">d</a>')).toEqual([
      'onclick=',
      '<script>',
      'href=javascript:c',
    ]);
  });

  it.each(PAYLOADS)('carries nothing that runs from %s', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(whatRuns(html), html).toEqual([]);
    expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
  });

  it('keeps what an article is written with: headings, lists, emphasis, links, tables and code', () => {
    const html = renderMarkdown(
      '# Documents\n\nYou need **a passport** and *a photo*.\n\n- one\n- two\n\n[Visa rules](https://example.org/rules)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`code`',
    );
    expect(html).toContain('<h2>Documents</h2>');
    expect(html).toContain('<strong>a passport</strong>');
    expect(html).toContain('<em>a photo</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a rel="nofollow noopener" href="https://example.org/rules">Visa rules</a>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<code>code</code>');
  });

  it('keeps images from https and our own uploads, and drops any other', () => {
    expect(renderMarkdown('![a](https://ok.example/a.png)')).toContain('<img src="https://ok.example/a.png" alt="a">');
    expect(renderMarkdown('![a](/media/article-covers/x/y.png)')).toContain('src="/media/article-covers/x/y.png"');
    expect(renderMarkdown('![a](http://plain.example/a.png)')).not.toContain('<img');
    expect(renderMarkdown('![a](//evil.example/a.png)')).not.toContain('<img');
  });

  it('shows code as text, not as markup', () => {
    expect(renderMarkdown('```\n<script>alert(1)</script>\n```')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
