import { describe, expect, it, vi } from 'vitest';
import { createPageViewTracker, pageViewOf, sendPageView, type PageSnapshot, type PageView } from './page-view';

const ENDPOINT = '/v1/page-views';

function page(path: string, overrides: Partial<Omit<PageSnapshot, 'location'>> = {}): PageSnapshot {
  const url = new URL(path, 'https://www.migralink.example');
  return {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    title: 'Title',
    referrer: 'https://search.example/?q=visa',
    lang: 'en',
    ...overrides,
  };
}

describe('pageViewOf', () => {
  it('reports path with query, locale from the path, referrer and title', () => {
    expect(pageViewOf(page('/ru/companies/?page=2#list', { title: 'Компании', lang: 'ru' }))).toEqual({
      path: '/ru/companies/?page=2',
      locale: 'ru',
      referrer: 'https://search.example/?q=visa',
      title: 'Компании',
    });
  });

  it('takes the locale from <html lang> when the path has none (the 404 page)', () => {
    expect(pageViewOf(page('/nothing-here/', { lang: 'en' })).locale).toBe('en');
    expect(pageViewOf(page('/nothing-here/', { lang: 'de' })).locale).toBeNull();
  });

  it('uses the previous page of the visit as the referrer when there is one', () => {
    expect(pageViewOf(page('/en/'), 'https://www.migralink.example/ru/').referrer).toBe(
      'https://www.migralink.example/ru/',
    );
  });
});

describe('sendPageView', () => {
  const view: PageView = { path: '/en/', locale: 'en', referrer: '', title: 'Home' };

  it('sends the view as JSON with sendBeacon', async () => {
    const sendBeacon = vi.fn((_url: string, _data: BodyInit) => true);
    const fetch = vi.fn(() => Promise.resolve());
    expect(sendPageView(ENDPOINT, view, { sendBeacon, fetch })).toBe(true);
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(ENDPOINT, expect.any(Blob));
    const sent = sendBeacon.mock.calls[0]![1] as Blob;
    expect(sent.type).toBe('application/json');
    expect(JSON.parse(await sent.text())).toEqual(view);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses', () => false],
    [
      'throws',
      () => {
        throw new TypeError('blocked');
      },
    ],
  ])('falls back to fetch with keepalive when sendBeacon %s', (_case, beacon) => {
    const fetch = vi.fn(() => Promise.resolve());
    expect(sendPageView(ENDPOINT, view, { sendBeacon: beacon, fetch })).toBe(true);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      ENDPOINT,
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        body: JSON.stringify(view),
        headers: { 'content-type': 'application/json' },
      }),
    );
  });

  it('falls back to fetch when there is no sendBeacon, and swallows its failure', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    expect(sendPageView(ENDPOINT, view, { fetch })).toBe(true);
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('reports failure when nothing can send', () => {
    expect(sendPageView(ENDPOINT, view, {})).toBe(false);
  });
});

describe('createPageViewTracker', () => {
  function setup(start: PageSnapshot) {
    let current = start;
    const sent: PageView[] = [];
    const report = createPageViewTracker(
      ENDPOINT,
      {
        fetch: (_url, init) => {
          sent.push(JSON.parse(String(init.body)) as PageView);
          return Promise.resolve();
        },
      },
      () => current,
    );
    return { report, sent, go: (next: PageSnapshot) => (current = next) };
  }

  const COMPANY = '/en/company/acme-relocation-1f2e3d4c/';
  const SERVICE = '/en/service/0b6f3c1e-8a4d-4f2b-9c7e-5d1a2b3c4d5e/';

  it('reports each route change once, chaining referrers through the visit', () => {
    const { report, sent, go } = setup(page(COMPANY, { title: 'Acme' }));
    report(); // the first load
    report(); // astro:page-load on the same load
    go(page(`${SERVICE}?currency=EUR`, { title: 'Visa' }));
    report();
    go(page(`${SERVICE}?currency=EUR#reviews`, { title: 'Visa' }));
    report(); // a hash change is not a new page
    go(page(COMPANY, { title: 'Acme' }));
    report(); // back
    expect(sent).toEqual([
      { path: COMPANY, locale: 'en', referrer: 'https://search.example/?q=visa', title: 'Acme' },
      {
        path: `${SERVICE}?currency=EUR`,
        locale: 'en',
        referrer: `https://www.migralink.example${COMPANY}`,
        title: 'Visa',
      },
      {
        path: COMPANY,
        locale: 'en',
        referrer: `https://www.migralink.example${SERVICE}?currency=EUR`,
        title: 'Acme',
      },
    ]);
  });

  it.each([
    ['the home page', '/en/'],
    ['a companies list', '/en/companies/?country_destination=RS'],
    ['a landing page', '/en/companies/portugal/family-reunification/'],
    ['an article', '/en/blog/moving-to-portugal/'],
    ['the one company page without an id', '/en/company/'],
  ])('sends nothing from %s, whose views count for no company, yet names it as the next referrer', (_, path) => {
    const { report, sent, go } = setup(page(path));
    expect(report()).toBeUndefined();
    expect(sent).toEqual([]);
    go(page(COMPANY));
    report();
    expect(sent).toEqual([
      expect.objectContaining({ path: COMPANY, referrer: `https://www.migralink.example${path}` }),
    ]);
  });

  it('reports a company page that takes its id in the query', () => {
    const path = '/uk/company/?id=0b6f3c1e-8a4d-4f2b-9c7e-5d1a2b3c4d5e';
    const { report, sent } = setup(page(path, { lang: 'uk' }));
    report();
    expect(sent).toEqual([expect.objectContaining({ path, locale: 'uk' })]);
  });

  it('reports the same page again when forced (restored from the back-forward cache)', () => {
    const { report, sent } = setup(page(SERVICE.replace('/en/', '/uk/')));
    report();
    expect(report(true)?.path).toBe(SERVICE.replace('/en/', '/uk/'));
    expect(sent).toHaveLength(2);
  });
});
