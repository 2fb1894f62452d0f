import { checkImage } from '@/kit/checks';
import { createRequest } from '@/kit/request';
import { uploadCompanyImage, type CompanyImagePurpose } from './company-upload';

/**
 * An image field's store (logo, office logo, employee photo): the upload of a
 * chosen file as one request, `loading` while it uploads, `done` when its path
 * went into the form, `failed` with what went wrong (a file type the upload
 * does not take is refused before any call).
 */
export function createImageUpload(purpose: CompanyImagePurpose, upload = uploadCompanyImage) {
  const request = createRequest<never>({ fields: [] });

  /** Uploads `file` and hands its path to `use` (the form's field); resolves whether it did. */
  function choose(file: File, use: (path: string) => void): Promise<boolean> {
    if (request.$state.get().phase === 'loading') return Promise.resolve(false);
    const wrongType = checkImage(file);
    if (wrongType) {
      request.reject({ general: wrongType, fields: {} });
      return Promise.resolve(false);
    }
    return request.run(async () => use(await upload(file, purpose)));
  }

  return { request, choose };
}
