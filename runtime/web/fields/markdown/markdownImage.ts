import { FIELD_RULES } from '../../../core/validation/presets';

/** What the image dialog inserts: the address and the remark (the image's alt text). */
export interface MarkdownImage {
  url: string;
  remark: string;
}

export const NO_IMAGE_UPLOADED = '请先上传图片';
export const IMAGE_URL_REQUIRED = '请输入图片地址';

/** The reason a network image address cannot be inserted (empty, or not http/https), or null when it can. */
export function imageUrlError(url: string): string | null {
  const { pattern, message } = FIELD_RULES.httpUrl;
  if (url.trim() === '') return IMAGE_URL_REQUIRED;
  return pattern.test(url.trim()) ? null : message;
}

/** The Markdown of an image; brackets in the remark would end the alt text early, so they are dropped. */
export function imageMarkdown({ url, remark }: MarkdownImage): string {
  return `![${remark.replace(/[[\]]/g, '')}](${url.trim().replace(/\s/g, '%20')})`;
}
