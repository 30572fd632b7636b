import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Space, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { IMPORT_EXTENSIONS } from '../../../core/files/excelSettings';
import { extensionOf } from '../../../core/files/filePaths';
import { fileUrl } from '../../../core/files/fileUrl';
import { http } from '../../http/client';
import { IMPORT_TEXTS, importResultOf } from './importAnswer';
import { newProgressKey, useImportProgress, type ServerImportProgress } from './useImportProgress';

const readProgress = (key: string) => http.get<ServerImportProgress>(`/excel/importProgress/${key}`);

/** Dialog width (widgets-spec §9): 800, or 600 when opened as a modal from a table. */
export const IMPORT_DIALOG_WIDTH = { dialog: 800, fromTable: 600 } as const;

export interface ImportModalProps {
  open: boolean;
  /** Import address, e.g. `/labour/worker/importExcel`. */
  url: string;
  /** Downloads the template, when the screen offers one. */
  onTemplate?: () => void;
  width?: number;
  onClose(): void;
  /** After a successful import (also with error rows): the list reloads. */
  onDone(): void;
}

function ErrorFileLink({ path }: { path: string | null }) {
  const href = path ? fileUrl(path) : undefined;
  return href ? (
    <a className="import-error-file" href={href} download>
      {IMPORT_TEXTS.downloadErrors}
    </a>
  ) : null;
}

/**
 * The Excel import dialog (JImportModal): choose one .xls/.xlsx file, 开始上传 posts it as
 * `files[]`; success shows the server's message and closes, code 201 a warning with the link to
 * the error file, a refusal an error dialog titled 异常提示.
 */
export function ImportModal({ open, url, onTemplate, width = IMPORT_DIALOG_WIDTH.dialog, onClose, onDone }: ImportModalProps) {
  const { message, modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const progress = useImportProgress(readProgress);

  function close(): void {
    setFile(null);
    onClose();
  }

  async function submit(): Promise<void> {
    if (!file) return;
    const form = new FormData();
    form.append('files[]', file);
    setUploading(true);
    const key = newProgressKey();
    try {
      const answer = await http.upload(`${url}?progressKey=${key}`, form, { onProgress: (percent) => progress.sent(key, percent) });
      progress.stop();
      const result = importResultOf(answer);
      if (result.kind === 'failure') {
        modal.error({
          title: IMPORT_TEXTS.failureTitle,
          content: (
            <Space direction="vertical">
              {result.message}
              <ErrorFileLink path={result.errorFile} />
            </Space>
          ),
        });
        return;
      }
      if (result.kind === 'partial') {
        modal.warning({
          title: IMPORT_TEXTS.partialTitle,
          width: 480,
          content: (
            <Space direction="vertical">
              {result.message}
              <ErrorFileLink path={result.errorFile} />
            </Space>
          ),
        });
      } else {
        message.success(result.message);
      }
      close();
      onDone();
    } catch {
      // The http client has shown the network or HTTP error.
    } finally {
      progress.stop();
      setUploading(false);
    }
  }

  const fileList: UploadFile[] = file ? [{ uid: 'import', name: file.name, status: 'done' }] : [];
  return (
    <Modal
      title="导入"
      open={open}
      width={width}
      destroyOnHidden
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button key="upload" type="primary" disabled={!file} loading={uploading} onClick={() => void submit()}>
          {uploading ? '上传中...' : '开始上传'}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Upload
          accept=".xls,.xlsx"
          maxCount={1}
          fileList={fileList}
          beforeUpload={(chosen) => {
            if ((IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(chosen.name))) setFile(chosen);
            else message.warning(IMPORT_TEXTS.badType);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>选择导入文件</Button>
        </Upload>
        {progress.view && (
          <div className="import-progress">
            <Progress percent={progress.view.percent} status="active" />
            <Typography.Text type="secondary">{progress.view.text}</Typography.Text>
          </div>
        )}
        <Typography.Text type="secondary">
          只能上传 .xls、.xlsx 文件；第一行为列标题，请按模板填写。
          {onTemplate && (
            <Typography.Link className="import-template" onClick={onTemplate}>
              下载导入模板
            </Typography.Link>
          )}
        </Typography.Text>
      </Space>
    </Modal>
  );
}
