// A photo picked in the simulator: checked here so a wrong file costs no upload (the server checks
// the size again and the bot's pipeline decodes by content), then read as base64 for the JSON body.
export const MAX_PHOTO_MB = 10;
const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;

export type PhotoProblem = 'simulator.notImage' | 'simulator.photoTooLarge';

export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'simulator.notImage';
  if (file.size > MAX_PHOTO_BYTES) return 'simulator.photoTooLarge';
  return null;
}

/** The file's bytes as base64 (no data: prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
