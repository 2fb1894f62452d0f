import { describe, expect, it } from 'vitest';
import { certificateNumberOf, certificateShellPath } from './certificate-pages';
import { certificatePagePath } from './certificate-path';

describe("a certificate's address", () => {
  it.each([
    ['ML-2026-000123', 'ML-2026-000123'],
    [' ml-2026-000123 ', 'ML-2026-000123'],
    ['ML–2026–000123', 'ML-2026-000123'],
    ['ML-2026-000 123', 'ML-2026-000123'],
    ['ML-2026-00012', undefined],
    ['XX-2026-000123', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %j as the number %j', (text, number) => {
    expect(certificateNumberOf(text)).toBe(number);
  });

  it('is the page of its number', () => {
    expect(certificatePagePath('ML-2026-000123')).toBe('/certificates/ML-2026-000123/');
  });

  it.each([
    ['/ru/certificates/ML-2026-000123/', '/ru/certificates/view/'],
    ['/uk/certificates/ML-2026-000123', '/uk/certificates/view/'],
    ['/en/certificates/not-a-number/', '/en/certificates/view/'],
    ['/en/certificates/', undefined],
    ['/en/certificates/index.html', undefined],
    ['/en/certificates/ML-2026-000123/more/', undefined],
    ['/de/certificates/ML-2026-000123/', undefined],
    ['/en/company/ML-2026-000123/', undefined],
  ])('serves %s from %s', (pathname, shell) => {
    expect(certificateShellPath(pathname)).toBe(shell);
  });
});
