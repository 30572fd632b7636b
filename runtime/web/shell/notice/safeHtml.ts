import DOMPurify from 'dompurify';

/** Announcement HTML made safe to render: the server sanitised it on store, this guards the display as well. */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
