import { getIpCountry } from '@migralink/shared/api/reference';
import { isCountryCode } from '@migralink/shared/countries';
import { config } from '#lib/config';
import { createHandler } from '#http/handler';
import { header } from '#http/request';

/**
 * CloudFront tells the viewer's country in a header; without it (locally) the
 * region of the browser's first language serves, then the configured default.
 */
export const handler = createHandler(getIpCountry, async ({ event }) => {
  const edge = header(event, 'cloudfront-viewer-country')?.toUpperCase();
  const browser = header(event, 'accept-language')
    ?.match(/^[a-z]{2,3}-([A-Za-z]{2})\b/)?.[1]
    ?.toUpperCase();
  const iso_code = [edge, browser].find((code) => code && isCountryCode(code)) ?? config.defaultCountry;
  return { data: { iso_code } };
});
