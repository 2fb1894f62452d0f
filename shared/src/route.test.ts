import { describe, expect, it } from 'vitest';
import { buildPath } from './route';

describe('buildPath', () => {
  it.each([
    ['/v1/countries', {}, '/v1/countries'],
    ['/v1/company/{uuid}', { uuid: 'a b' }, '/v1/company/a%20b'],
    ['/v1/company/{uuid}/services', { uuid: 'c-1' }, '/v1/company/c-1/services'],
    ['/v1/search/seo-slug/{path+}/', { path: 'canada/work/от' }, '/v1/search/seo-slug/canada/work/%D0%BE%D1%82/'],
    ['/v1/review/{id}', { id: 42 }, '/v1/review/42'],
  ])('fills %s', (template, params, path) => {
    expect(buildPath(template, params)).toBe(path);
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/v1/company/{uuid}', {})).toThrow('uuid');
  });
});
