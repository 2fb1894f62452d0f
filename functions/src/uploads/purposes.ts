import { IMAGE_TYPES, type UPLOAD_PURPOSES } from '@migralink/shared/schemas/auth';

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Every type any purpose accepts; each is recognised by its first bytes (`magic-bytes.ts`). */
export const FILE_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_EXTENSIONS: Record<FileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Where the browser's unchecked file waits for its check; S3 deletes anything left there after a day. */
export const TMP_PREFIX = 'tmp/';
/** What CloudFront serves to the public at `/media/*` (and nothing else of the bucket). */
export const PUBLIC_PREFIX = 'media/';

export interface UploadRule {
  /** Largest file in bytes: the presigned POST's `content-length-range` and the check after upload. */
  maxBytes: number;
  /** Types the browser may declare and the file's first bytes must prove. */
  types: readonly FileType[];
  /** Folder of checked files, under `media/` when the public may see them. */
  folder: string;
}

const MiB = 1024 * 1024;

/**
 * What each upload is for decides its size limit, its allowed types and where
 * the checked file goes. The one table of it: the ticket, the check and the
 * routes that use a purpose all read it from here.
 */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  avatar: { maxBytes: 2 * MiB, types: IMAGE_TYPES, folder: 'media/avatars' },
  company_logo: { maxBytes: 2 * MiB, types: IMAGE_TYPES, folder: 'media/company-logos' },
  office_logo: { maxBytes: 2 * MiB, types: IMAGE_TYPES, folder: 'media/office-logos' },
  employee_avatar: { maxBytes: 2 * MiB, types: IMAGE_TYPES, folder: 'media/employee-avatars' },
  /** Documents of a certificate application are for staff, never public: outside `media/`. */
  certificate_document: {
    maxBytes: 10 * MiB,
    types: ['application/pdf', ...IMAGE_TYPES],
    folder: 'documents/certificates',
  },
};

/** Whether files of a purpose are served to the public at `/media/…`. */
export const isPublic = (purpose: UploadPurpose) => UPLOAD_RULES[purpose].folder.startsWith(PUBLIC_PREFIX);
