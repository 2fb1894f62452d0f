import { describe, expect, it } from 'vitest';
import { pageTimesOf } from '../local/test/built-site';
import { passportPagesCost } from './site';

const LOG = [
  '02:25:08 ▶ src/pages/[locale]/visa-free-map/[passport].astro',
  '02:25:08   ├─ /en/visa-free-map/germany/index.html (+41ms) ',
  '02:25:08   ├─ /ru/visa-free-map/czech-republic/index.html (+1.5s) ',
  '02:25:08   └─ /uk/visa-free-map/index.html (+300ms) ',
  '02:25:08   ├─ /en/companies/germany/index.html (+51ms) ',
].join('\n');

describe('the build time of the per-passport map pages', () => {
  it("reads each page's render time from Astro's build log", () => {
    expect(pageTimesOf(LOG)).toEqual([
      { file: '/en/visa-free-map/germany/index.html', ms: 41 },
      { file: '/ru/visa-free-map/czech-republic/index.html', ms: 1500 },
      { file: '/uk/visa-free-map/index.html', ms: 300 },
      { file: '/en/companies/germany/index.html', ms: 51 },
    ]);
  });

  it("adds up the passports' pages only, not the map page itself", () => {
    expect(passportPagesCost(pageTimesOf(LOG))).toEqual({ pages: 2, seconds: 1.541 });
  });
});
