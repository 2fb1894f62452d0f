/**
 * The `Intl` formatters of the site, each built once per locale and options and kept: building
 * one costs far more than using it, and a list formats the same kind of value many times.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(formats: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
