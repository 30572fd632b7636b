/**
 * A remote preview: given the expression and the start time (ms), resolves the preview text.
 * Screen files name one in `x-component-props.remote`, since JSON cannot hold a function.
 */
export type CronPreviewFunction = (cron: string, timestamp: number) => Promise<string>;

const previews = new Map<string, CronPreviewFunction>();

/** Registers a preview function under a name for the cron field's `remote` prop. */
export function registerCronPreview(name: string, preview: CronPreviewFunction): void {
  previews.set(name, preview);
}

/** The preview function of that name, or undefined (the field then previews locally). */
export function cronPreviewFunction(name: string | undefined): CronPreviewFunction | undefined {
  return name ? previews.get(name) : undefined;
}
