import { describe, expect, it } from 'vitest';
import { isImageFile } from './isImageFile';

describe('isImageFile', () => {
  it('accepts png, jpg and the other raster images', () => {
    expect(isImageFile({ name: 'face.PNG', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'a.jpeg', type: 'image/jpeg' })).toBe(true);
  });
  it('refuses documents, svg and images with a wrong extension', () => {
    expect(isImageFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'a.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isImageFile({ name: 'a.html', type: 'image/png' })).toBe(false);
  });
});
