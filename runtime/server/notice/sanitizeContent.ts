import type sanitizeHtml from 'sanitize-html';
import { loadSanitizeHtml } from '../richText/loadSanitizeHtml';

/** Tags and attributes an announcement body may keep: rich text and images, no scripts, frames or handlers. */
const announcementOptions = (defaults: sanitizeHtml.IDefaults): sanitizeHtml.IOptions => ({
  allowedTags: [...defaults.allowedTags, 'img', 'span', 'font', 'u', 's', 'del', 'ins'],
  allowedAttributes: {
    ...defaults.allowedAttributes,
    '*': ['style', 'class', 'align'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'data'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
});

let options: sanitizeHtml.IOptions | undefined;

/** Announcement HTML as it is stored: whatever an editor sent, minus anything that could run. */
export function sanitizeContent(html: string): string {
  const sanitizeHtml = loadSanitizeHtml();
  options ??= announcementOptions(sanitizeHtml.defaults);
  return sanitizeHtml(html, options);
}
