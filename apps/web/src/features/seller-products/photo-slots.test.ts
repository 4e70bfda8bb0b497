import { describe, expect, it } from 'vitest';
import { countProblem, fileProblem, isImageFile } from './photo-check.ts';
import { makeCover, movePhoto, type PhotoItem, photoUpload, removePhoto } from './photo-slots.ts';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const view = { src: '/media/a.webp', srcset: '', width: 1, height: 1 };
const items: PhotoItem[] = [
  { kind: 'existing', key: 'e1', id: '11111111-1111-4111-8111-111111111111', view },
  { kind: 'new', key: 'n1', file: file('one.jpg'), url: 'blob:1' },
  { kind: 'existing', key: 'e2', id: '22222222-2222-4222-8222-222222222222', view },
  { kind: 'new', key: 'n2', file: file('two.jpg'), url: 'blob:2' },
];
const keys = (list: PhotoItem[]) => list.map((i) => i.key);

describe('photo list operations', () => {
  it('moves a photo earlier and later, clamped to the list', () => {
    expect(keys(movePhoto(items, 2, 1))).toEqual(['e1', 'e2', 'n1', 'n2']);
    expect(keys(movePhoto(items, 0, 1))).toEqual(['n1', 'e1', 'e2', 'n2']);
    expect(keys(movePhoto(items, 3, 9))).toEqual(['e1', 'n1', 'e2', 'n2']);
    expect(keys(movePhoto(items, 0, -1))).toEqual(['e1', 'n1', 'e2', 'n2']);
  });

  it('makes a photo the cover by moving it first, keeping the others in order', () => {
    expect(keys(makeCover(items, 3))).toEqual(['n2', 'e1', 'n1', 'e2']);
  });

  it('removes one photo', () => {
    expect(keys(removePhoto(items, 1))).toEqual(['e1', 'e2', 'n2']);
  });

  it('numbers new files in slot order and sends them in that order', () => {
    const { slots, files } = photoUpload(makeCover(items, 3));
    expect(slots).toEqual([
      { kind: 'new', index: 0 },
      { kind: 'existing', id: '11111111-1111-4111-8111-111111111111' },
      { kind: 'new', index: 1 },
      { kind: 'existing', id: '22222222-2222-4222-8222-222222222222' },
    ]);
    expect(files.map((f) => f.name)).toEqual(['two.jpg', 'one.jpg']);
  });
});

describe('photo checks', () => {
  it('refuses a pick that would pass 8 photos, whole', () => {
    expect(countProblem(0, 8)).toBeNull();
    expect(countProblem(0, 9)).toEqual({
      key: 'sellerProducts.photos.tooMany',
      values: { max: 8, have: 0, picked: 9 },
    });
    expect(countProblem(6, 3)?.values).toEqual({ max: 8, have: 6, picked: 3 });
  });

  it('takes images by type, or by name when the phone gave no type', () => {
    expect(isImageFile({ name: 'a.bin', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isImageFile({ name: 'notes.pdf', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'notes.txt', type: '' })).toBe(false);
  });

  it('refuses a file over 10 MB and names it', () => {
    const big = { name: 'big.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 };
    expect(fileProblem(big)).toEqual({
      key: 'sellerProducts.photos.tooLarge',
      values: { name: 'big.jpg', mb: 10 },
    });
    expect(fileProblem({ ...big, size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 })?.key).toBe(
      'sellerProducts.photos.notImage',
    );
  });
});
