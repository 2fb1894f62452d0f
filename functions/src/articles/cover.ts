import type { Locale } from '@migralink/shared/locales';
import { acceptUpload } from '#uploads/accept';
import { deleteObject } from '#uploads/bucket';
import { keyOfPublicPath } from '#uploads/keys';
import { UPLOAD_RULES } from '#uploads/purposes';
import { changeCover, deleteArticle } from './articles';

/**
 * An article's cover (docs/product.md, "Articles"): the caller's upload, checked like every upload
 * (`functions/src/uploads/README.md`), is filed under the article (`media/article-covers/<article>/`); the
 * file it replaces is deleted. A cover that could not be stored is deleted again.
 */

const coverKey = (articleId: string, path: string | null) =>
  keyOfPublicPath(path, `${UPLOAD_RULES.article_cover.folder}/${articleId}`);

export async function replaceCover(articleId: string, userId: string, key: string, locale: Locale): Promise<string> {
  const file = await acceptUpload({ key, purpose: 'article_cover', callerId: userId, ownerId: articleId, locale });
  const path = file.path!;
  const before = await changeCover(articleId, path, locale).catch(async (error: unknown) => {
    await deleteObject(file.key);
    throw error;
  });
  const previous = coverKey(articleId, before.cover);
  if (previous && previous !== file.key) await deleteObject(previous);
  return path;
}

/** An article deleted, and its cover's file with it. */
export async function removeArticle(articleId: string, locale: Locale): Promise<void> {
  const before = await deleteArticle(articleId, locale);
  const cover = coverKey(articleId, before.cover);
  if (cover) await deleteObject(cover);
}
