/** A menu page that shows another site inside the app (an internal entry with `meta.url`). */
export function IframePage({ url, title }: { url: string; title: string }) {
  return <iframe className="shell-iframe-page" src={url} title={title} />;
}
