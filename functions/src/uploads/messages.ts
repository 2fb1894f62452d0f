import type { Locale } from '@migralink/shared/locales';

const MiB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MiB) * 10) / 10}`;

/** Field messages of the upload routes, per language. */
export const uploadMessages = {
  typeNotAllowed: (locale: Locale, allowed: readonly string[]) =>
    ({
      en: `This kind of file is not accepted here. Allowed: ${allowed.join(', ')}.`,
      ru: `Такой тип файла здесь не принимается. Допустимы: ${allowed.join(', ')}.`,
      uk: `Такий тип файлу тут не приймається. Дозволені: ${allowed.join(', ')}.`,
    })[locale],
  tooLarge: (locale: Locale, maxBytes: number) =>
    ({
      en: `The file is too large: at most ${megabytes(maxBytes)} MB.`,
      ru: `Файл слишком большой: не более ${megabytes(maxBytes)} МБ.`,
      uk: `Файл занадто великий: не більше ${megabytes(maxBytes)} МБ.`,
    })[locale],
  notAnUpload: (locale: Locale) =>
    ({
      en: 'This is not the key of an upload.',
      ru: 'Это не ключ загруженного файла.',
      uk: 'Це не ключ завантаженого файлу.',
    })[locale],
  wrongPurpose: (locale: Locale) =>
    ({
      en: 'This upload was made for another purpose.',
      ru: 'Этот файл загружен для другой цели.',
      uk: 'Цей файл завантажено для іншої мети.',
    })[locale],
};
