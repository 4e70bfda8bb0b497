// Loaded when a photo has been chosen: checks it, keeps it in memory and says where to show
// the results. Kept out of the home page's entry script.
import { type PhotoProblem, photoProblem } from './photo-check.ts';
import { setPickedPhoto } from './photo-store.ts';

export const PHOTO_RESULTS_PATH = '/search?photo=1';

export function pickPhoto(file: File): { problem: PhotoProblem } | { photoId: number } {
  const problem = photoProblem(file);
  if (problem) return { problem };
  return { photoId: setPickedPhoto(file).id };
}
