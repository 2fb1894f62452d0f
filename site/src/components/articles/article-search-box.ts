import { pluralForm } from '@migralink/shared/counts';
import { isLocale } from '@migralink/shared/locales';
import { interpolate, type MessageParams } from '@/i18n/format';
import { searchArticles, type SearchEntry } from './article-search';

/**
 * `<article-search>`: a section page's search within the language's articles (docs/product.md, "Articles").
 * The index (`data-index`) is fetched the first time the box is focused or a query is sent; each query shows
 * its matches in place of the section's list (`[data-search-hides]`), with a count, a no-result or a failure
 * read out by the status line. A query sent before the script ran (`?q=`) is searched when it loads.
 */
class ArticleSearch extends HTMLElement {
  #index?: Promise<SearchEntry[]>;
  #asked = 0;
  #messages: Record<string, string> = {};

  connectedCallback(): void {
    const form = this.querySelector('form');
    const input = this.querySelector<HTMLInputElement>('input[type="search"]');
    if (!form || !input) return;
    this.#messages = JSON.parse(this.dataset.messages ?? '{}') as Record<string, string>;
    input.addEventListener('focus', () => void this.#load().catch(() => undefined), { once: true });
    input.addEventListener('input', () => void this.#show(input.value));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.#show(input.value);
    });
    // "Clear" hides itself: the focus goes back to the box, not to the page's start.
    form.addEventListener('reset', () => {
      void this.#show('');
      input.focus();
    });
    const sent = new URLSearchParams(location.search).get('q');
    if (sent) {
      input.value = sent;
      void this.#show(sent);
    }
  }

  /** The index, fetched once; a failed fetch is tried again at the next query. */
  #load(): Promise<SearchEntry[]> {
    if (!this.#index) {
      this.#index = fetch(this.dataset.index ?? '').then((response) => {
        if (!response.ok) throw new Error(`The article index answered ${response.status}`);
        return response.json() as Promise<SearchEntry[]>;
      });
      this.#index.catch(() => (this.#index = undefined));
    }
    return this.#index;
  }

  #text(key: string, params?: MessageParams): string {
    return interpolate(this.#messages[key] ?? '', params);
  }

  async #show(query: string): Promise<void> {
    const asked = ++this.#asked;
    const status = this.querySelector<HTMLElement>('[role="status"]')!;
    const list = this.querySelector<HTMLUListElement>('ul')!;
    const searching = query.trim() !== '';
    for (const hidden of document.querySelectorAll('[data-search-hides]')) hidden.toggleAttribute('hidden', searching);
    this.querySelector('button[type="reset"]')?.toggleAttribute('hidden', !searching);
    list.replaceChildren();
    status.textContent = searching ? this.#text('articles.search.loading') : '';
    if (!searching) return;
    let index: SearchEntry[];
    try {
      index = await this.#load();
    } catch {
      if (asked === this.#asked) status.textContent = this.#text('articles.search.failed');
      return;
    }
    if (asked !== this.#asked) return;
    const found = searchArticles(index, query);
    list.replaceChildren(...found.map((entry) => this.#item(entry)));
    status.textContent = this.#status(index.length, found.length, query.trim());
  }

  #status(indexed: number, found: number, query: string): string {
    if (indexed === 0) return this.#text('articles.search.empty');
    if (found === 0) return this.#text('articles.search.none', { query });
    const locale = this.dataset.locale ?? '';
    const form = isLocale(locale) ? pluralForm(found, locale) : 'other';
    return this.#text(`articles.search.found.${form}`, { count: found });
  }

  #item(entry: SearchEntry): HTMLLIElement {
    const item = document.createElement('li');
    const section = document.createElement('p');
    section.className = 'article-search__section';
    section.textContent = this.#text(`articles.section.${entry.section}`);
    const title = document.createElement('a');
    title.href = entry.url;
    title.textContent = entry.title;
    const heading = document.createElement('h2');
    heading.className = 'article-search__title';
    heading.append(title);
    const summary = document.createElement('p');
    summary.textContent = entry.summary;
    item.append(section, heading, summary);
    return item;
  }
}

if (!customElements.get('article-search')) customElements.define('article-search', ArticleSearch);
