import { fileUrl } from '../../../core/files/fileUrl';
import { IMAGE_ONLY_MESSAGE, isImageFile } from '../image-upload/isImageFile';
import { sendFile } from '../upload/sendFile';
import { UNKNOWN_ERROR, UPLOAD_FAILED } from '../upload/uploadItems';

/** Upload folder of images inserted into rich text and Markdown (widgets-spec §7: biz=jeditor). */
export const EDITOR_IMAGE_BIZ = 'jeditor';

/**
 * Uploads an image picked or pasted into an editor through /sys/common/upload and resolves with
 * the address to put in the text; rejects with the Chinese reason (not an image, the server's
 * message, or 上传失败).
 */
export async function uploadEditorImage(file: File, onProgress: (percent: number) => void = () => undefined): Promise<string> {
  if (!isImageFile(file)) throw new Error(IMAGE_ONLY_MESSAGE);
  let answer;
  try {
    answer = await sendFile(file, { biz: EDITOR_IMAGE_BIZ, onProgress });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  if (!answer.success) throw new Error(answer.message || UNKNOWN_ERROR);
  const url = fileUrl(answer.message);
  if (!url) throw new Error(UNKNOWN_ERROR);
  return url;
}
