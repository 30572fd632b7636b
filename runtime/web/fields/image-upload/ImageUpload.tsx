import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { App, Image, Upload } from 'antd';
import { useState } from 'react';
import { canPreview, PREVIEW_UNSUPPORTED } from '../upload/previewFile';
import { toAntdFile } from '../upload/toAntdFile';
import { useUploadList } from '../upload/useUploadList';
import { IMAGE_ONLY_MESSAGE, isImageFile } from './isImageFile';
import './imageUpload.css';

export interface ImageUploadProps {
  value?: string;
  onChange?: (value: string) => void;
  biz?: string;
  number?: number;
  buttonText?: string;
  disabled?: boolean;
  /** Passed to the file input: on a phone, `environment` opens the back camera instead of the file chooser. */
  capture?: 'environment' | 'user';
}

/**
 * Image upload field: picture cards with upload progress, preview (png/jpg), remove, and left /
 * right arrows on hover to reorder. Non-images are refused with 请上传图片.
 */
export function ImageUpload({ value, onChange, biz = 'temp', number, buttonText = '上传', disabled, capture }: ImageUploadProps) {
  const { message } = App.useApp();
  const list = useUploadList({ value, onChange, biz, number });
  const [preview, setPreview] = useState<string | null>(null);
  const full = number !== undefined && list.items.length >= number && number <= 1;
  return (
    <>
      <Upload
        listType="picture-card"
        accept="image/*"
        capture={capture}
        multiple={number !== 1}
        disabled={disabled}
        fileList={list.items.map(toAntdFile)}
        beforeUpload={(file) => {
          if (isImageFile(file)) return true;
          message.warning(IMAGE_ONLY_MESSAGE);
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file }) => list.upload(file as File)}
        onRemove={(file) => list.remove(file.uid)}
        showUploadList={{ showRemoveIcon: !disabled }}
        onPreview={(file) => (canPreview(file.name) && file.url ? setPreview(file.url) : message.warning(PREVIEW_UNSUPPORTED))}
        itemRender={(origin, file, files) => {
          const index = files.findIndex((item) => item.uid === file.uid);
          return (
            <div className="image-upload-item">
              {origin}
              {!disabled && file.status === 'done' && files.length > 1 && (
                <div className="image-upload-arrows">
                  {index > 0 && <LeftOutlined aria-label="左移" onClick={() => list.move(index, index - 1)} />}
                  {index < files.length - 1 && <RightOutlined aria-label="右移" onClick={() => list.move(index, index + 1)} />}
                </div>
              )}
            </div>
          );
        }}
      >
        {!full && !disabled && (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{buttonText}</div>
          </div>
        )}
      </Upload>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ visible: true, src: preview, onVisibleChange: (visible) => !visible && setPreview(null) }}
        />
      )}
    </>
  );
}
