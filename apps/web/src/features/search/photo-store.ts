// The photo being searched for lives in memory only (never uploaded except to search, never kept):
// a reload forgets it, and the search page then asks for a photo again.

export interface PickedPhoto {
  id: number;
  file: File;
  /** An object URL for the preview thumbnail. */
  previewUrl: string;
}

let current: PickedPhoto | null = null;
let nextId = 1;

export function setPickedPhoto(file: File): PickedPhoto {
  if (current) URL.revokeObjectURL(current.previewUrl);
  current = { id: nextId++, file, previewUrl: URL.createObjectURL(file) };
  return current;
}

export function pickedPhoto(id: unknown): PickedPhoto | null {
  return current && current.id === id ? current : null;
}
