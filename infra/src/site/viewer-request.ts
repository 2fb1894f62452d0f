import { CERTIFICATE_SHELL } from '@migralink/shared/certificate-pages';
import { CERTIFICATES_PATH } from '@migralink/shared/certificate-path';
import { DEFAULT_LOCALE, LOCALES } from '@migralink/shared/locales';

/**
 * CloudFront Function (viewer request) for the static site, as source text.
 * - `/` redirects to the visitor's language (Accept-Language), else the default, keeping the query;
 * - `/path/` and extensionless `/path` are served from `/path/index.html`
 *   (Astro's directory output), so clean URLs work on a private S3 origin;
 * - a certificate's page `/{locale}/certificates/{number}/` is served from the one page built for every
 *   number (`certificateShellPath` of `shared/src/certificate-pages.ts`, which this follows).
 * Kept tiny: it runs on every page request.
 */
export function viewerRequestSource(locales: readonly string[] = LOCALES, fallback: string = DEFAULT_LOCALE): string {
  const certificate = `^/(${locales.join('|')})${CERTIFICATES_PATH}[^/.]+/?$`;
  return `var LOCALES = ${JSON.stringify(locales)};
var CERTIFICATE = new RegExp(${JSON.stringify(certificate)});
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/') {
    var header = request.headers['accept-language'];
    var wanted = header ? header.value.toLowerCase().split(',') : [];
    var locale = ${JSON.stringify(fallback)};
    for (var i = 0; i < wanted.length; i++) {
      var code = wanted[i].trim().slice(0, 2);
      if (LOCALES.indexOf(code) !== -1) { locale = code; break; }
    }
    return { statusCode: 302, statusDescription: 'Found', headers: {
      location: { value: '/' + locale + '/' + queryString(request.querystring) },
      vary: { value: 'Accept-Language' }, 'cache-control': { value: 'no-store' } } };
  }
  var certificate = CERTIFICATE.exec(uri);
  if (certificate) request.uri = '/' + certificate[1] + '${CERTIFICATES_PATH}${CERTIFICATE_SHELL}/index.html';
  else if (uri.endsWith('/')) request.uri = uri + 'index.html';
  else if (uri.lastIndexOf('.') < uri.lastIndexOf('/')) request.uri = uri + '/index.html';
  return request;
}
// Campaign parameters (utm_*, gclid, …) must survive the redirect: the site saves them in cookies.
function queryString(query) {
  var parts = [];
  for (var name in query) {
    var values = query[name].multiValue || [query[name]];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}
`;
}
