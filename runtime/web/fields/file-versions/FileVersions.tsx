import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, List, Space, Tag, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSessionStore } from '../../stores/sessionStore';
import { FileLink } from '../upload/FileLink';
import { sendFile } from '../upload/sendFile';
import { isStored, nextVersionNo, versionColumns, versionRowsOf, type VersionColumns, type VersionRow } from './versionRows';
import './fileVersions.css';

export interface FileVersionsProps extends Partial<VersionColumns> {
  value?: unknown;
  onChange?: (rows: VersionRow[]) => void;
  biz?: string;
  accept?: string;
  disabled?: boolean;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The versions, oldest first, the last one marked 当前版本; a version added in this form can be taken back before saving. */
function VersionList({ rows, columns, onTakeBack }: { rows: VersionRow[]; columns: VersionColumns; onTakeBack?: (row: VersionRow) => void }) {
  if (rows.length === 0) return <Typography.Text type="secondary">暂无版本</Typography.Text>;
  return (
    <List
      className="file-versions__list"
      size="small"
      bordered
      dataSource={rows}
      renderItem={(row, index) => {
        const path = text(row[columns.fileField]);
        const current = index === rows.length - 1;
        return (
          <List.Item
            className={current ? 'file-versions__item file-versions__item--current' : 'file-versions__item'}
            actions={
              !isStored(row) && onTakeBack
                ? [
                    <a key="back" onClick={() => onTakeBack(row)}>
                      撤销
                    </a>,
                  ]
                : undefined
            }
          >
            <List.Item.Meta
              title={
                <Space size={6} wrap>
                  <span className="file-versions__number">版本 {text(row[columns.versionField])}</span>
                  {current && <Tag color="blue">当前版本</Tag>}
                  {!isStored(row) && <Tag color="orange">未保存</Tag>}
                </Space>
              }
              description={
                <Space size={[12, 2]} wrap>
                  {path ? <FileLink className="file-versions__file" path={path} /> : null}
                  <span>{text(row[columns.uploaderField])}</span>
                  <span>{text(row[columns.timeField])}</span>
                  {text(row[columns.noteField]) && <span>{text(row[columns.noteField])}</span>}
                </Space>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}

/** Read-only view (details): the version list alone. */
export function FileVersionsView(props: FileVersionsProps) {
  return <VersionList rows={versionRowsOf(props.value)} columns={versionColumns(props)} />;
}

/**
 * The versions of a file kept as rows of an append-only detail table: the list, and 上传新版本 —
 * a version number (the next one by default), a note and a file; the uploader and the date are
 * the signed-in user and today. Earlier versions are never edited here, and the server refuses a
 * save that would change or drop one.
 */
export function FileVersions(props: FileVersionsProps) {
  const { value, onChange, biz = 'temp', accept, disabled } = props;
  const { message } = App.useApp();
  const columns = versionColumns(props);
  const rows = versionRowsOf(value);
  const realname = useSessionStore((session) => session.userInfo?.realname ?? '');
  const [versionNo, setVersionNo] = useState('');
  const [note, setNote] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const suggested = nextVersionNo(text(rows[rows.length - 1]?.[columns.versionField]) || undefined);

  const upload = async (file: File) => {
    setPercent(0);
    try {
      const answer = await sendFile(file, { biz, onProgress: setPercent });
      if (!answer.success) {
        message.error(answer.message || '上传失败');
        return;
      }
      const row: VersionRow = {
        [columns.versionField]: versionNo.trim() || suggested,
        [columns.fileField]: answer.message,
        [columns.uploaderField]: realname,
        [columns.timeField]: dayjs().format('YYYY-MM-DD'),
        [columns.noteField]: note.trim(),
      };
      onChange?.([...rows, row]);
      setVersionNo('');
      setNote('');
    } catch {
      message.error('上传失败');
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="file-versions">
      <VersionList rows={rows} columns={columns} onTakeBack={disabled ? undefined : (row) => onChange?.(rows.filter((candidate) => candidate !== row))} />
      {!disabled && (
        <div className="file-versions__new">
          <Input
            className="file-versions__version"
            addonBefore="版本号"
            placeholder={suggested}
            value={versionNo}
            onChange={(event) => setVersionNo(event.target.value)}
          />
          <Input className="file-versions__note" placeholder="版本说明" maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
          <Upload accept={accept} showUploadList={false} customRequest={({ file }) => void upload(file as File)} disabled={percent !== null}>
            <Button icon={<UploadOutlined />} loading={percent !== null}>
              {percent !== null ? `上传中 ${percent}%` : '上传新版本'}
            </Button>
          </Upload>
        </div>
      )}
    </div>
  );
}
