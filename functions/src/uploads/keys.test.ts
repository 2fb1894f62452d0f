import { describe, expect, it } from 'vitest';
import { uploadedFileBody } from '@migralink/shared/schemas/auth';
import * as z from 'zod/mini';
import { finalKey, keyOfPublicPath, parseTmpKey, publicPath, tmpKey } from './keys';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('upload keys', () => {
  it('makes a fresh temporary key per ticket under tmp/<purpose>/<user>/, which the confirm schema accepts', () => {
    const key = tmpKey('avatar', 'user-1');
    expect(key).toMatch(new RegExp(`^tmp/avatar/user-1/${UUID.source}$`));
    expect(tmpKey('avatar', 'user-1')).not.toBe(key);
    expect(z.safeParse(uploadedFileBody, { key }).success).toBe(true);
    expect(parseTmpKey(key)).toEqual({ purpose: 'avatar', ownerId: 'user-1', id: key.split('/')[3] });
  });

  it.each(['media/avatars/u/x.png', 'tmp/avatar/u', 'tmp/avatar/../x/y', 'tmp/avatar/u/x/y', 'tmp/Avatar/u/x'])(
    'does not take %s for a temporary key',
    (key) => {
      expect(parseTmpKey(key)).toBeUndefined();
    },
  );

  it('names a checked file by a new uuid and the extension of its real type', () => {
    const key = finalKey('avatar', 'user-1', 'image/jpeg');
    expect(key).toMatch(new RegExp(`^media/avatars/user-1/${UUID.source}\\.jpg$`));
    expect(finalKey('certificate_document', 'user-1', 'application/pdf')).toMatch(
      /^documents\/certificates\/user-1\/.+\.pdf$/,
    );
    expect(publicPath(key)).toBe(`/${key}`);
  });

  it('finds the key behind a public path only inside the given folder', () => {
    expect(keyOfPublicPath('/media/avatars/u1/a.png', 'media/avatars/u1')).toBe('media/avatars/u1/a.png');
    expect(keyOfPublicPath('/media/avatars/u2/a.png', 'media/avatars/u1')).toBeUndefined();
    expect(keyOfPublicPath('/media/avatars/u1/../../x', 'media/avatars/u1')).toBeUndefined();
    expect(keyOfPublicPath('https://example.com/a.png', 'media/avatars/u1')).toBeUndefined();
    expect(keyOfPublicPath(null, 'media/avatars/u1')).toBeUndefined();
  });
});
