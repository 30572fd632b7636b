import { Editor } from '@tinymce/tinymce-react';
// TinyMCE is bundled, not fetched from a CDN: the core sets window.tinymce, then its model, theme,
// icons, plugins and language register themselves on it. The skin's CSS is bundled too and the
// content CSS is passed inline, so no file is loaded from a skin folder at runtime.
import 'tinymce/tinymce';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/plugins/advlist';
import 'tinymce/plugins/autolink';
import 'tinymce/plugins/code';
import 'tinymce/plugins/fullscreen';
import 'tinymce/plugins/image';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/table';
import 'tinymce/plugins/wordcount';
import 'tinymce-i18n/langs6/zh-Hans.js';
import 'tinymce/skins/ui/oxide/skin.min.css';
import contentCss from 'tinymce/skins/content/default/content.min.css?raw';
import contentUiCss from 'tinymce/skins/ui/oxide/content.min.css?raw';
import { uploadEditorImage } from './uploadEditorImage';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  height?: number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

interface BlobInfo {
  blob(): Blob;
  filename(): string;
}

const uploadImage = (blobInfo: BlobInfo, progress: (percent: number) => void): Promise<string> => {
  const blob = blobInfo.blob();
  return uploadEditorImage(new File([blob], blobInfo.filename(), { type: blob.type }), progress).catch((error: Error) =>
    // TinyMCE shows the message and drops the image placeholder.
    Promise.reject({ message: error.message, remove: true }),
  );
};

/**
 * TinyMCE 6 (the last MIT release) as a form field: zh_CN interface, height 300, the upstream
 * JEditor toolbar, images uploaded through /sys/common/upload (pasted and dropped images too).
 */
export function RichTextEditor({ value, onChange, height = 300, placeholder, disabled, readOnly }: RichTextEditorProps) {
  return (
    <Editor
      value={value ?? ''}
      disabled={disabled || readOnly}
      onEditorChange={(html: string) => onChange?.(html)}
      init={{
        height,
        // The spec's zh_CN: tinymce-i18n names Simplified Chinese zh-Hans.
        language: 'zh-Hans',
        placeholder,
        menubar: false,
        branding: false,
        promotion: false,
        skin: false,
        content_css: false,
        content_style: `${contentCss}\n${contentUiCss}\nbody { font-size: 14px; }`,
        plugins: 'advlist autolink code fullscreen image link lists table wordcount',
        toolbar:
          'undo redo | blocks | bold italic underline strikethrough forecolor backcolor | alignleft aligncenter alignright alignjustify | bullist numlist outdent indent | link image table | removeformat code fullscreen',
        images_upload_handler: uploadImage,
        automatic_uploads: true,
        image_title: true,
        relative_urls: false,
        convert_urls: false,
      }}
    />
  );
}
