// Phone cameras make 12–50 MP photos of several MB; the server keeps at most 1280 px wide
// variants. On slow, metered data it pays to shrink a very large photo in the browser first
// (long side ≤ 2560 px, JPEG), but only when that really makes the file smaller. Photos the
// browser cannot decode (HEIC in Chromium, say) go as they are: the server decides.
const LONG_SIDE = 2560;
const QUALITY = 0.85;

export async function downscalePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    // Upright first: the canvas drops EXIF, so the orientation must be applied to the pixels.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const long = Math.max(bitmap.width, bitmap.height);
    if (long <= LONG_SIDE) return file;
    const scale = LONG_SIDE / long;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
