import { fieldTypeOf } from '../screen/fieldType';
import type { FieldSchema } from '../screen/screen.types';

/**
 * What formatted text (rich text, rendered Markdown) may contain: one allow-list that the server's
 * sanitiser (sanitize-html, on save) and the browser's (DOMPurify, on render) both apply, so a
 * value looks the same wherever it is shown and nothing outside the list ever reaches a page.
 */

/** Tags the rich-text editor produces (paragraphs, headings, lists, tables, links, images). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'hr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/** Attributes per tag; `*` applies to every tag. No event handler (`on…`) is ever listed. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['style', 'title', 'class'],
  a: ['href', 'target', 'rel', 'name'],
  img: ['src', 'alt', 'width', 'height'],
  table: ['border', 'cellpadding', 'cellspacing', 'width'],
  col: ['span', 'width'],
  td: ['colspan', 'rowspan', 'width'],
  th: ['colspan', 'rowspan', 'width', 'scope'],
  ol: ['start', 'type'],
};

/** URL schemes allowed in href and src; relative paths (uploaded files) are always allowed. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Inline style properties kept on the server (alignment, colours, sizes, indents, borders). */
export const RICH_TEXT_STYLES = [
  'color',
  'background-color',
  'text-align',
  'text-decoration',
  'text-indent',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'line-height',
  'vertical-align',
  'width',
  'height',
  'margin-left',
  'margin-right',
  'padding-left',
  'padding',
  'border',
  'border-width',
  'border-style',
  'border-color',
  'border-collapse',
  'list-style-type',
  'float',
] as const;

/** A style value is kept only when it is plain words, numbers, colours and units (no url(), no expression()). */
export const RICH_TEXT_STYLE_VALUE = /^(?!.*(?:url|expression)\s*\()[-#(),.%\w\s'"]+$/i;

/**
 * Whether a field holds HTML that must be sanitised before it is stored. Only the rich-text field
 * type does; Markdown is stored as typed and sanitised when rendered.
 */
export const holdsHtml = (field: FieldSchema): boolean => fieldTypeOf(field) === 'RichText';
