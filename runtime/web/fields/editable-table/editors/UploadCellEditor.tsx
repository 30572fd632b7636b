import { CheckCircleFilled, CloseCircleFilled, DeleteOutlined, DownloadOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { fileUrl } from '../../../../core/files/fileUrl';
import { useSessionStore } from '../../../stores/sessionStore';
import { shortFileName } from '../cellText';
import type { CellEditorProps } from './editor.types';

/** The upload endpoint of widgets-spec §7 (built by issue 5); cells send isup=1. */
export const UPLOAD_URL = '/api/sys/common/upload';

type UploadStatus = { status: 'uploading'; percent: number } | { status: 'error'; message: string } | { status: 'done' };

/** The stored path of an upload answer: the `responseName` field, else `message` (upstream). */
export function uploadedPath(response: unknown, responseName = 'message'): { path: string } | { error: string } {
  const answer = (response ?? {}) as Record<string, unknown>;
  if (answer.success === false) return { error: typeof answer.message === 'string' && answer.message ? answer.message : '未知错误' };
  const path = answer[responseName];
  return typeof path === 'string' && path !== '' ? { path } : { error: '未知错误' };
}

const isImagePath = (path: string) => /\.(png|jpe?g|gif|bmp|webp)$/i.test(path);

/**
 * upload, file and image cells (one file per cell): uploading shows a spinner and percent, done a
 * green check, error a red icon with the message (default 上传失败); the value is the stored path.
 * Download and remove unless the column forbids them; the token header only when `token` is on.
 */
export function UploadCellEditor({ column, value, disabled, onChange }: CellEditorProps) {
  const [state, setState] = useState<UploadStatus>({ status: 'done' });
  const token = useSessionStore((session) => session.token);
  const path = typeof value === 'string' ? value : '';
  const image = column.type === 'image';
  if (state.status === 'uploading')
    return (
      <Space>
        <LoadingOutlined /> {state.percent}%
      </Space>
    );
  if (path) {
    const first = path.split(',')[0];
    // A stored path is not an address: it is served under the static base (an http value passes through).
    const address = fileUrl(first);
    return (
      <Space size={4}>
        <Tooltip title="上传完成">
          <CheckCircleFilled style={{ color: '#52c41a' }} />
        </Tooltip>
        {image && isImagePath(first) ? (
          <img src={address} alt="" style={{ width: 32, height: 32, objectFit: 'cover' }} />
        ) : (
          <span title={first}>{shortFileName(first)}</span>
        )}
        {column.config.allowDownload !== false && <Button size="small" type="text" icon={<DownloadOutlined />} href={address} target="_blank" />}
        {column.config.allowRemove !== false && !disabled && (
          <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange(null)} />
        )}
      </Space>
    );
  }
  return (
    <Space size={4}>
      {state.status === 'error' && (
        <Tooltip title={state.message}>
          <CloseCircleFilled style={{ color: '#ff4d4f' }} onClick={() => image && Modal.error({ title: '上传出错', content: `错误信息：${state.message}` })} />
        </Tooltip>
      )}
      <Upload
        name="file"
        action={column.config.action ?? UPLOAD_URL}
        data={{ isup: 1, ...column.config.data }}
        headers={column.config.token && token ? { 'X-Access-Token': token } : undefined}
        accept={image ? 'image/*' : undefined}
        showUploadList={false}
        maxCount={1}
        disabled={disabled}
        onChange={({ file }) => {
          if (file.status === 'uploading') setState({ status: 'uploading', percent: Math.round(file.percent ?? 0) });
          else if (file.status === 'error')
            setState({ status: 'error', message: typeof file.response?.message === 'string' ? file.response.message : '上传失败' });
          else if (file.status === 'done') {
            const answer = uploadedPath(file.response, column.config.responseName);
            if ('error' in answer) setState({ status: 'error', message: answer.error });
            else {
              setState({ status: 'done' });
              onChange(answer.path);
            }
          }
        }}
      >
        <Button size="small" icon={<UploadOutlined />}>
          {image ? '上传图片' : '上传文件'}
        </Button>
      </Upload>
    </Space>
  );
}
