import { extensionOf } from '../../../core/files/filePaths';
import { isImageExtension } from '../../../core/files/fileKinds';

/** Shown when a non-image is chosen in an image field (widgets-spec §5.5). */
export const IMAGE_ONLY_MESSAGE = '请上传图片';

/** Whether a chosen file is an image the platform accepts (by type and extension). */
export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.startsWith('image/') && file.type !== 'image/svg+xml' && isImageExtension(extensionOf(file.name));
}
