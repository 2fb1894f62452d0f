import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES } from '@migralink/shared/schemas/auth';
import { checkDeclaredFile } from './ticket';
import { FILE_EXTENSIONS, isPublic, PUBLIC_PREFIX, UPLOAD_RULES } from './purposes';

describe('the upload purposes', () => {
  it('has a rule for every purpose of the contract, with types the byte check knows', () => {
    expect(Object.keys(UPLOAD_RULES).sort()).toEqual([...UPLOAD_PURPOSES].sort());
    for (const rule of Object.values(UPLOAD_RULES)) {
      expect(rule.maxBytes).toBeGreaterThan(0);
      for (const type of rule.types) expect(FILE_EXTENSIONS[type]).toBeDefined();
    }
  });

  it('serves images to the public and keeps certificate documents out of media/', () => {
    expect(isPublic('avatar')).toBe(true);
    expect(isPublic('company_logo')).toBe(true);
    expect(isPublic('certificate_document')).toBe(false);
    expect(UPLOAD_RULES.certificate_document.folder.startsWith(PUBLIC_PREFIX)).toBe(false);
  });
});

describe('checkDeclaredFile', () => {
  it('accepts an allowed type in any letter case within the size limit', () => {
    expect(checkDeclaredFile({ purpose: 'avatar', content_type: 'Image/PNG', size: 1000 }, 'en')).toBe('image/png');
  });

  it('refuses a type the purpose does not allow and a size above its limit, field by field', () => {
    const check = () =>
      checkDeclaredFile(
        { purpose: 'avatar', content_type: 'application/pdf', size: UPLOAD_RULES.avatar.maxBytes + 1 },
        'ru',
      );
    expect(check).toThrow(
      expect.objectContaining({
        statusCode: 422,
        errors: { content_type: [expect.stringMatching(/[а-я]/)], size: [expect.stringContaining('2 МБ')] },
      }),
    );
  });

  it('lets a certificate document be a PDF', () => {
    expect(checkDeclaredFile({ purpose: 'certificate_document', content_type: 'application/pdf', size: 5 }, 'en')).toBe(
      'application/pdf',
    );
  });

  it('refuses a WebP certificate document: documents are PDF, JPEG or PNG', () => {
    expect(() =>
      checkDeclaredFile({ purpose: 'certificate_document', content_type: 'image/webp', size: 5 }, 'en'),
    ).toThrow(expect.objectContaining({ statusCode: 422, errors: { content_type: [expect.any(String)] } }));
  });
});
