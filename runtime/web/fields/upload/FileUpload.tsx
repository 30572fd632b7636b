import { CheckCircleFilled, LoadingOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Tooltip, Upload } from 'antd';
import { canPreview, PREVIEW_UNSUPPORTED } from './previewFile';
import { toAntdFile } from './toAntdFile';
import { useUploadList } from './useUploadList';

export interface FileUploadProps {
  value?: string;
  onChange?: (value: string) => void;
  biz?: string;
  number?: number;
  multiple?: boolean;
  buttonText?: string;
  accept?: string;
  disabled?: boolean;
}

/**
 * File upload field: a button and the list of files, each uploading (percent), done (green check,
 * 上传完成 tooltip, download) or failed (red, the server's message or 上传失败). The value is the
 * comma-joined stored paths.
 */
export function FileUpload({ value, onChange, biz = 'temp', number, multiple = true, buttonText = '点击上传', accept, disabled }: FileUploadProps) {
  const { message } = App.useApp();
  const list = useUploadList({ value, onChange, biz, number });
  const full = number !== undefined && number <= 1 && list.items.length >= 1;
  return (
    <Upload
      fileList={list.items.map(toAntdFile)}
      multiple={multiple && number !== 1}
      accept={accept}
      disabled={disabled}
      customRequest={({ file }) => list.upload(file as File)}
      onRemove={(file) => list.remove(file.uid)}
      showUploadList={{ showDownloadIcon: true, showRemoveIcon: !disabled }}
      onDownload={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      onPreview={(file) => (canPreview(file.name) && file.url ? window.open(file.url, '_blank', 'noopener') : message.warning(PREVIEW_UNSUPPORTED))}
      iconRender={(file) =>
        file.status === 'uploading' ? <LoadingOutlined /> : file.status === 'done' ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : <PaperClipOutlined />
      }
      itemRender={(origin, file) => (file.status === 'done' ? <Tooltip title="上传完成">{origin}</Tooltip> : origin)}
    >
      {!full && !disabled && <Button icon={<UploadOutlined />}>{buttonText}</Button>}
    </Upload>
  );
}
