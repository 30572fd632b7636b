import { describe, expect, it } from 'vitest';
import { fileApiUrl, isPdfFile, pageScale, stepZoom, ZOOM_LEVELS } from './pdfPreview';

describe('PDF preview', () => {
  it('previews PDF files only, whatever the case of the extension', () => {
    expect(isPdfFile('technology/2026/03/plan_A_1712.pdf')).toBe(true);
    expect(isPdfFile('technology/PLAN.PDF')).toBe(true);
    expect(isPdfFile('technology/plan.dwg')).toBe(false);
    expect(isPdfFile('technology/pdf')).toBe(false);
    expect(isPdfFile('technology/plan.pdf.zip')).toBe(false);
  });

  it('fetches stored files under the API root and keeps outside addresses', () => {
    expect(fileApiUrl('technology/plan.pdf')).toBe('/sys/common/static/technology/plan.pdf');
    expect(fileApiUrl('https://example.com/plan.pdf')).toBe('https://example.com/plan.pdf');
    expect(fileApiUrl('')).toBeUndefined();
  });

  it('zooms step by step and stays at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(ZOOM_LEVELS[ZOOM_LEVELS.length - 1], 1)).toBe(3);
    expect(stepZoom(ZOOM_LEVELS[0], -1)).toBe(0.5);
  });

  it('draws a page as wide as the viewer times the zoom, denser on a high-density screen', () => {
    expect(pageScale(612, 343, 1, 1)).toEqual({ cssWidth: 343, scale: 343 / 612 });
    expect(pageScale(612, 343, 2, 3)).toEqual({ cssWidth: 686, scale: (686 / 612) * 3 });
    expect(pageScale(612, 0, 1, 0.5).cssWidth).toBe(1);
  });
});
