import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { badInput } from '../../../http/app-error';
import { mediaUrlOfLegacy } from '../../../media/legacy-ids';
import { ownsMediaImages } from '../../../media/media-repository';

/**
 * Pictures attached to a comment, a request, a post or a goods must be this user's own finished images of the media
 * service; an old `/media/upload/<id>` URL kept in a record counts as the picture it was moved to (decision 010).
 */
export async function assertOwnUploads(db: Db, userId: string, urls: string[]): Promise<void> {
  if (!(await ownsMediaImages(db, userId, urls.map((url) => mediaUrlOfLegacy(url) ?? url)))) throw badInput(M.imageInvalid);
}
