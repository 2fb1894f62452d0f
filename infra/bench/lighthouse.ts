import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../local/chromium';
import type { SamplePage } from '../local/test/page-weight';
import { mark, type Row } from './report';

export const TARGET_LIGHTHOUSE_SCORE = 100;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse's mobile scores (its default: a mid-range phone on a slow 4G
 * network, simulated) for each page, one run each in Debian's Chromium after
 * one uncounted run that warms the browser, with the audits that cost points named.
 */
export async function measureLighthouse(siteUrl: string, pages: readonly SamplePage[]): Promise<Row[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', ...CHROMIUM_FLAGS] });
  const score = (path: string) =>
    lighthouse(siteUrl + path, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
  try {
    // The first run in a new browser also pays the browser's own start (its first tasks are
    // unattributable to any page): one run, not counted, so every page is scored in a warm browser.
    const first = pages.find((page) => page.path)?.path;
    if (first) await score(first);
    const rows: Row[] = [];
    for (const { page, path } of pages) {
      if (!path) continue;
      const result = await score(path);
      if (!result || result.lhr.runtimeError)
        throw new Error(`Lighthouse could not score ${path}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      const { categories, audits } = result.lhr;
      const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
      const lost = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .filter((audit) =>
          CATEGORIES.some((id) => categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)),
        )
        .map((audit) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id));
      // What the console said, so a lost point names its cause (a request that failed, a script's error).
      const consoleErrors = (
        (audits['errors-in-console']?.details as { items?: { description?: string }[] })?.items ?? []
      )
        .map((item) => item.description ?? '')
        .filter(Boolean);
      rows.push({
        page,
        ...Object.fromEntries(CATEGORIES.map((id, index) => [id, scores[index]!])),
        [`all ${TARGET_LIGHTHOUSE_SCORE}`]: mark(scores.every((score) => score >= TARGET_LIGHTHOUSE_SCORE)),
        'points lost on':
          [...lost, ...consoleErrors.map((error) => `console: ${error.slice(0, 160)}`)].join(', ') || '-',
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
