// Checks made in the browser before a photo is uploaded, so a wrong file costs no data. The server
// checks again by content (400 not_an_image, 413 photo_too_large).
import { PHOTO_SEARCH_MAX_BYTES } from '@dwa/domain/search-constants';

export interface PhotoProblem {
  key: 'photoSearchUi.notImage' | 'photoSearchUi.tooLarge';
  /** The size limit in MB, for the message. */
  values: { max: number };
}

const MAX_MB = Math.round(PHOTO_SEARCH_MAX_BYTES / 1024 / 1024);

export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.type.startsWith('image/'))
    return { key: 'photoSearchUi.notImage', values: { max: MAX_MB } };
  if (file.size > PHOTO_SEARCH_MAX_BYTES) {
    return { key: 'photoSearchUi.tooLarge', values: { max: MAX_MB } };
  }
  return null;
}
