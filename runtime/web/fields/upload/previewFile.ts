import { extensionOf } from '../../../core/files/filePaths';
import { isPreviewableExtension } from '../../../core/files/fileKinds';

/** Shown when a file cannot be previewed (widgets-spec §5.5: png and jpg only). */
export const PREVIEW_UNSUPPORTED = '该文件类型不支持预览，请下载查看';

/** Whether the browser preview can show this file. */
export const canPreview = (name: string): boolean => isPreviewableExtension(extensionOf(name));
