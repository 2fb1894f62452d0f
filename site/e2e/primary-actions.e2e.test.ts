import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { builtPages } from './built-pages';

/**
 * Every button of the public pages looks like one before any script runs: its
 * style comes with the page's HTML, not with the code that loads when it is
 * first pressed (the "Contact the company" button was a bare grey browser
 * button until then, and jumped to full width when its style arrived).
 */
const { site, api } = startedProduct();
const { newPage } = browserSession(site);

/** The look of each site button on the page as the browser computes it, and of a bare browser button beside them. */
async function buttonLooks(page: Page) {
  return page.evaluate(() => {
    const bare = document.body.appendChild(document.createElement('button'));
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, border: style.borderTopColor, radius: style.borderTopLeftRadius };
    };
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = primary;
    const primaryColor = getComputedStyle(probe).color;
    const buttons = [...document.querySelectorAll('.account-button')].map((button) => ({
      text: button.textContent?.trim() ?? '',
      variant: [...button.classList].find((name) => name.startsWith('account-button--')) ?? 'account-button',
      ...look(button),
    }));
    return { bare: look(bare), primaryColor, buttons };
  });
}

describe('the public pages with scripts off', () => {
  it('style every primary and secondary action as one, at a phone and a desktop width', async () => {
    const built = await builtPages(site, api);
    const paths = [
      `/uk${built.company}`,
      `/ru${built.service}`,
      `/uk${built.landing}`,
      '/en/tariffs/',
      '/ru/comparison-of-passports/',
    ];
    for (const width of [390, 1280]) {
      for (const path of paths) {
        const page = await newPage({ locale: 'uk-UA', javaScript: false });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(site + path);
        const { bare, primaryColor, buttons } = await buttonLooks(page);
        const shown = `${path} at ${width} px`;
        expect(buttons.length, shown).toBeGreaterThan(0);
        for (const button of buttons) {
          expect(button, shown).not.toMatchObject({ background: bare.background, border: bare.border });
          if (button.variant === 'account-button--primary')
            expect({ ...button, background: button.background }, shown).toMatchObject({ background: primaryColor });
          if (button.variant === 'account-button--secondary')
            expect({ ...button, border: button.border }, shown).toMatchObject({ border: primaryColor });
        }
        await page.context().close();
      }
    }
  });
});
