import { Marked } from 'marked';
import type * as Xss from 'xss';
import xss from 'xss';

/**
 * An article's Markdown as the HTML the public reads (docs/product.md, "Articles"). marked turns Markdown into
 * HTML and passes any HTML written in it through; js-xss (`xss`) then keeps only the tags and attributes of
 * an article's text, links to http(s), our own pages and mail addresses, images from https or our own
 * `/media/`, and drops scripts, styles, frames, forms and event handlers with their content. The sanitizer
 * has the last word, so what marked lets through does not matter. Both run in plain Node without a DOM, and
 * together weigh ~80 KB minified in a function (sanitize-html would bring postcss and ~190 KB more).
 */

// xss is CommonJS: Node's ESM sees its `module.exports` as the default export only.
const { FilterXSS, safeAttrValue } = xss as unknown as typeof Xss;

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const TEXT_TAGS = ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'ul', 'li', 'strong', 'em', 'del'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr'];

const WHITE_LIST: Record<string, string[]> = {
  ...Object.fromEntries([...TEXT_TAGS, ...TABLE_TAGS].map((tag) => [tag, []])),
  ol: ['start'],
  th: ['align'],
  td: ['align'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
};

/** Links to the web, our own pages (never `//host`) and mail addresses. */
const LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
/** Images from anywhere on https, or our own checked uploads. */
const IMAGE = /^(https:\/\/|\/media\/[\w/.-]+$)/i;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

const filter = new FilterXSS({
  whiteList: WHITE_LIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'form'],
  allowCommentTag: false,
  css: false,
  // An image from elsewhere is dropped whole, not left without its address.
  onTag: (tag, html, options) => {
    if (tag !== 'img' || options.isClosing) return undefined;
    const src = SRC.exec(html);
    return IMAGE.test((src?.[1] ?? src?.[2] ?? src?.[3] ?? '').trim()) ? undefined : '';
  },
  // A link or image address of another kind is dropped, attribute and all.
  onTagAttr: (tag, name, value) => {
    if (name !== 'href' && name !== 'src') return undefined;
    const safe = safeAttrValue(tag, name, value, undefined as never).trim();
    return (name === 'href' ? LINK : IMAGE).test(safe) ? undefined : '';
  },
});

/** Markdown to sanitized HTML: the page's title is its only h1, so a heading of the body starts at h2. */
export function renderMarkdown(source: string): string {
  const html = (markdown.parse(source) as string).replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2');
  // Only tags the filter kept start with `<` after it (text is escaped): each link gets our rel.
  return filter.process(html).replace(/<a /g, '<a rel="nofollow noopener" ').trim();
}
