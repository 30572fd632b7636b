import { extensionOf, fileNameOf } from '../../../../core/files/filePaths';
import { fileUrl, STATIC_PATH } from '../../../../core/files/fileUrl';

/** Whether a stored file is a PDF, shown in the page by the PDF viewer instead of downloaded. */
export const isPdfFile = (path: string): boolean => extensionOf(fileNameOf(path)) === 'pdf';

/** The address the http client (based at /api) fetches a stored file's bytes from. */
export const fileApiUrl = (path: string): string | undefined => fileUrl(path, { base: STATIC_PATH });

/** Zoom levels relative to the viewer's width (1 = a page as wide as the viewer). */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The next zoom level in the direction asked for, staying at the ends. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = direction > 0 ? ZOOM_LEVELS.find((level) => level > zoom) : [...ZOOM_LEVELS].reverse().find((level) => level < zoom);
  return next ?? zoom;
}

/**
 * The size a page is drawn at: `cssWidth` pixels wide on screen (the viewer's width times the
 * zoom), its canvas `pixelRatio` times as dense so that lines stay sharp on a phone's screen.
 */
export function pageScale(pageWidth: number, viewerWidth: number, zoom: number, pixelRatio: number): { cssWidth: number; scale: number } {
  const cssWidth = Math.max(1, Math.floor(viewerWidth * zoom));
  return { cssWidth, scale: (cssWidth / pageWidth) * Math.max(1, pixelRatio) };
}
