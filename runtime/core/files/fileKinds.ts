/** Image extensions the platform accepts and shows inline. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'] as const;

/** Document extensions accepted for upload; always served as attachments. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar', 'dwg', 'ifc'] as const;

/** Video extensions accepted for upload (drone footage, project videos) and played inline by a video element. */
export const VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;

/** Extensions whose files the browser previews (widgets-spec §5.5: png and jpg only). */
export const PREVIEW_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

const images: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);
const videos: ReadonlySet<string> = new Set(VIDEO_EXTENSIONS);
const allowed: ReadonlySet<string> = new Set([...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS, ...VIDEO_EXTENSIONS]);
const previewable: ReadonlySet<string> = new Set(PREVIEW_EXTENSIONS);

export const isImageExtension = (extension: string): boolean => images.has(extension.toLowerCase());
export const isVideoExtension = (extension: string): boolean => videos.has(extension.toLowerCase());
export const isAllowedExtension = (extension: string): boolean => allowed.has(extension.toLowerCase());
export const isPreviewableExtension = (extension: string): boolean => previewable.has(extension.toLowerCase());
