/**
 * An `<img src>` for the answer of `GET /sys/randomImage/{checkKey}`: a data URL as upstream
 * sends it, raw SVG markup, or bare base64 of a PNG.
 */
export function captchaImageSrc(result: string): string {
  if (result.startsWith('data:')) return result;
  if (result.trimStart().startsWith('<svg')) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(result)}`;
  return `data:image/png;base64,${result}`;
}
