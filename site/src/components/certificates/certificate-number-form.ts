import { certificateNumberOf } from '@migralink/shared/certificate-pages';
import { certificatePagePath } from '@migralink/shared/certificate-path';
import { isLocale } from '@migralink/shared/locales';
import { localizedPath } from '@/urls/localized-url';

/** Where a number someone typed leads: its certificate's page in the page's language; undefined for no number. */
export function certificateHref(typed: string, lang: string): string | undefined {
  const number = certificateNumberOf(typed);
  return number && isLocale(lang) ? localizedPath(certificatePagePath(number), lang) : undefined;
}

/**
 * The number forms (`[data-certificate-form]`): a number as people type it (lower case, spaces) opens its
 * certificate's page; anything else says how a number looks. A form sent before this ran (`?number=`) is
 * followed when it loads.
 */
export function bindCertificateForms(): void {
  const lang = document.documentElement.lang;
  const sent = certificateHref(new URLSearchParams(location.search).get('number') ?? '', lang);
  if (sent) location.replace(sent);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-certificate-form]')) {
    const input = form.querySelector<HTMLInputElement>('input[name="number"]');
    const error = form.querySelector<HTMLElement>('[data-certificate-error]');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const href = certificateHref(input?.value ?? '', lang);
      input?.setAttribute('aria-invalid', String(!href));
      error?.toggleAttribute('hidden', Boolean(href));
      if (href) location.assign(href);
      else input?.focus();
    });
  }
}
