import type sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_STYLE_VALUE,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  holdsHtml,
} from '../../core/richText/richTextPolicy';
import type { ScreenFile } from '../../core/screen/screen.types';
import { loadSanitizeHtml } from './loadSanitizeHtml';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(RICH_TEXT_STYLES.map((property) => [property, [RICH_TEXT_STYLE_VALUE]])) },
  // A link opened in a new tab must not get a handle on this window.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

/** Rich-text HTML reduced to the platform's allow-list: scripts, event handlers and javascript: URLs are removed. */
export function sanitizeRichText(html: string): string {
  return loadSanitizeHtml()(html, OPTIONS);
}

/**
 * The write values of a screen with every rich-text field's HTML sanitised, so what is stored
 * (and later shown to other users) can never carry a script.
 */
export function sanitizeRichTextValues(screen: ScreenFile, values: Record<string, unknown>): Record<string, unknown> {
  const cleaned = { ...values };
  for (const [field, value] of Object.entries(values)) {
    const schema = screen.entity.properties[field];
    if (schema && typeof value === 'string' && holdsHtml(schema)) cleaned[field] = sanitizeRichText(value);
  }
  return cleaned;
}
