import { describe, expect, it } from 'vitest';
import { pageProblems } from './built-html';

const page = (body: string, head = '', lang = 'uk') =>
  `<!doctype html><html lang="${lang}"><head><title>Вебінар | Migralink</title>${head}</head><body>${body}</body></html>`;
const kinds = (html: string, locale: 'en' | 'ru' | 'uk' = 'uk') => pageProblems(html, locale).map((p) => p.kind);
const LD = (json: string) => `<script type="application/ld+json">${json}</script>`;

describe('the check of a built page', () => {
  it('passes a Ukrainian page with addresses, brand names, code and valid structured data', () => {
    const html = page(
      `<h1>Посвідка на проживання в Сербії</h1>
       <p>Джерело: <a href="https://welcometoserbia.gov.rs/">welcometoserbia.gov.rs</a>, d.o.o., Stripe, Migralink, 15%.</p>
       <p>Пишіть на support@example.com або https://www.mup.gov.rs/sr-latin/index</p>
       <pre>npm run build --workspace site</pre><code>const answer = await fetch(url)</code>
       <p lang="en">A company's own description, shown as written</p>
       <h3>Aphrodite Relocation Group</h3><p>Париж, Rue du Faubourg Saint-Honoré 131, 75008</p>
       <button aria-label="Зв'язатися з компанією Spree Talent Bridge">Зв'язатися</button>
       <p>Мадрид, Paseo de la Castellana 98; Валенсія, Gran Vía Marqués del Turia 120</p>
       <p class="review__text">They prepared every document for us.</p>
       <script>window.someCode = 'runs in the browser only'</script>
       <script type="application/json">{"text":"Send a request {name}"}</script>`,
      LD('{"@context":"https://schema.org","@type":"Event","name":"Вебінар"}'),
    );
    expect(pageProblems(html, 'uk')).toEqual([]);
  });

  it('finds an English sentence on a Ukrainian or Russian page, in text and in labels', () => {
    expect(kinds(page('<p>Вебінар. Register for the webinar</p>'))).toEqual(['English sentence']);
    expect(kinds(page('<button aria-label="Close the dialog">×</button>', '', 'ru'), 'ru')).toEqual([
      'English sentence',
    ]);
    expect(kinds(page('', '<meta name="description" content="Moving to Serbia made simple">'))).toEqual([
      'English sentence',
    ]);
    expect(kinds(page('<button>Load more results</button>'))).toEqual(['English sentence']);
    // The same sentence is the page's own on an English page.
    expect(kinds(page('<p>Register for the webinar</p>', '', 'en'), 'en')).toEqual([]);
  });

  it("takes a name the page marks as English, wherever else it stands, as that name, not as the page's words", () => {
    const service = '<h1 lang="en">Golden visa in Portugal</h1><ul><li>Послуга: Golden visa in Portugal</li></ul>';
    expect(kinds(page(service, '<title>Golden visa in Portugal | Migralink</title>'))).toEqual([]);
    expect(kinds(page('<h1>Golden visa in Portugal</h1>'))).toEqual(['English sentence']);
  });

  it('finds a translation missing: a key shown, a placeholder left, undefined', () => {
    expect(kinds(page('<h2>pages.webinar.agenda</h2>', '', 'en'), 'en')).toEqual(['missing translation']);
    expect(kinds(page('<p>Перевірено {date} за джерелами</p>'))).toEqual(['missing translation']);
    expect(kinds(page('<p title="undefined">Текст</p>'))).toEqual(['missing translation']);
    // A dotted word that is no key is not one.
    expect(kinds(page('<p>Сайт migralink.example і файл index.html</p>'))).toEqual([]);
  });

  it('finds structured data that does not parse or does not say what it is', () => {
    expect(kinds(page('', LD('{"@context":"https://schema.org","@type":')))).toEqual(['structured data']);
    expect(kinds(page('', LD('{"@context":"https://schema.org","name":"x"}')))).toEqual(['structured data']);
    expect(kinds(page('', LD('[{"@context":"https://schema.org","@type":"WebPage"},{"@type":"Event"}]')))).toEqual([
      'structured data',
    ]);
  });
});
