import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../../core/richText/richTextPolicy';

// Links with a scheme must use an allowed one; anything without a scheme is a relative path.
const ALLOWED_URI = new RegExp(`^(?:(?:${RICH_TEXT_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
};

/**
 * HTML made safe to insert into the page with the platform's allow-list (the same one the server
 * applies on save): rich-text values stored before sanitising existed, and Markdown rendered in
 * the browser, go through this before `dangerouslySetInnerHTML`.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}
