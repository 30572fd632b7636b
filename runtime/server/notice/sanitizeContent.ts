import sanitizeHtml from 'sanitize-html';

/** Tags and attributes an announcement body may keep: rich text and images, no scripts, frames or handlers. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'u', 's', 'del', 'ins'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['style', 'class', 'align'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'data'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
};

/** Announcement HTML as it is stored: whatever an editor sent, minus anything that could run. */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
