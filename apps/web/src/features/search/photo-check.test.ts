import { PHOTO_SEARCH_MAX_BYTES } from '@dwa/domain/search-constants';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-check.ts';

describe('photoProblem', () => {
  it('accepts an image up to the limit', () => {
    expect(photoProblem({ type: 'image/jpeg', size: PHOTO_SEARCH_MAX_BYTES })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(photoProblem({ type: 'application/pdf', size: 1000 })?.key).toBe(
      'photoSearchUi.notImage',
    );
    expect(photoProblem({ type: '', size: 1000 })?.key).toBe('photoSearchUi.notImage');
  });

  it('refuses a photo over 10 MB and names the limit', () => {
    expect(photoProblem({ type: 'image/png', size: PHOTO_SEARCH_MAX_BYTES + 1 })).toEqual({
      key: 'photoSearchUi.tooLarge',
      values: { max: 10 },
    });
  });
});
