import { IMAGE_TYPES } from '@migralink/shared/account-rules';
import type { UPLOAD_PURPOSES } from '@migralink/shared/schemas/auth';

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Every type any purpose accepts; each is recognised by its first bytes (`magic-bytes.ts`). */
export const FILE_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Whether a type is an image, which the check decodes and encodes again (`reencode.ts`). */
export const isImageType = (type: FileType): type is ImageType => (IMAGE_TYPES as readonly string[]).includes(type);

export const FILE_EXTENSIONS: Record<FileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Where the browser's unchecked file waits for its check; S3 deletes anything left there after a day. */
export const TMP_PREFIX = 'tmp/';
/** Where a large export of the inbox waits for its download (`leads/export-link.ts`): under `tmp/`, emptied after a day. */
export const EXPORTS_PREFIX = `${TMP_PREFIX}exports/`;
/** Certificates' rendered PDFs, kept so the same certificate is rendered once (never public). */
export const CERTIFICATE_PDFS_PREFIX = 'documents/certificate-pdfs/';
/** What CloudFront serves to the public at `/media/*` (and nothing else of the bucket). */
export const PUBLIC_PREFIX = 'media/';

export interface UploadRule {
  /** Largest file in bytes: the presigned POST's `content-length-range` and the check after upload. */
  maxBytes: number;
  /** Types the browser may declare and the file's first bytes must prove. */
  types: readonly FileType[];
  /** Folder of checked files, under `media/` when the public may see them. */
  folder: string;
  /** Longest side, in pixels, an accepted image keeps: a larger one is scaled down to it. */
  maxSide: number;
}

const MiB = 1024 * 1024;

/**
 * What each upload is for decides its size limit, its allowed types and where
 * the checked file goes. The one table of it: the ticket, the check and the
 * routes that use a purpose all read it from here.
 */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  /** Avatars and logos are shown at most a few hundred pixels wide: 1024 px keeps them sharp on any screen. */
  avatar: { maxBytes: 2 * MiB, types: IMAGE_TYPES, folder: 'media/avatars', maxSide: 1024 },
  company_logo: { maxBytes: 2 * MiB, types: IMAGE_TYPES, folder: 'media/company-logos', maxSide: 1024 },
  office_logo: { maxBytes: 2 * MiB, types: IMAGE_TYPES, folder: 'media/office-logos', maxSide: 1024 },
  employee_avatar: { maxBytes: 2 * MiB, types: IMAGE_TYPES, folder: 'media/employee-avatars', maxSide: 1024 },
  /** An article's cover is shown as wide as the page and as its Open Graph image: 1600 px. */
  article_cover: { maxBytes: 5 * MiB, types: IMAGE_TYPES, folder: 'media/article-covers', maxSide: 1600 },
  /**
   * Documents of a certificate application are for staff, never public: outside `media/`. PDF, JPEG or PNG
   * (docs/product.md, "Certificates"): what scanners and phones give. A photographed page keeps 2560 px,
   * enough to read its small print.
   */
  certificate_document: {
    maxBytes: 10 * MiB,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    folder: 'documents/certificates',
    maxSide: 2560,
  },
  /** A file of an appeal to customer support (docs/product.md, "Customer support"): for the user and support only. */
  appeal_attachment: {
    maxBytes: 10 * MiB,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    folder: 'documents/appeals',
    maxSide: 2560,
  },
};

/** Whether files of a purpose are served to the public at `/media/…`. */
export const isPublic = (purpose: UploadPurpose) => UPLOAD_RULES[purpose].folder.startsWith(PUBLIC_PREFIX);
