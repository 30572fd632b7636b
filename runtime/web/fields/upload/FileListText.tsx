import { PaperClipOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { fileNameOf, shortFileName, splitFilePaths } from '../../../core/files/filePaths';
import { fileUrl } from '../../../core/files/fileUrl';
import type { ValueViewProps } from '../fieldType.types';

/** Read-only files: a download link per file, named with at most 5 characters (full name on hover). */
export function FileListText({ value }: ValueViewProps) {
  return (
    <Space size={4} wrap>
      {splitFilePaths(value).map((path) => {
        const name = fileNameOf(path);
        return (
          <Tooltip key={path} title={name}>
            <a className="file-link" href={fileUrl(path)} target="_blank" rel="noopener noreferrer">
              <PaperClipOutlined /> {shortFileName(name)}
            </a>
          </Tooltip>
        );
      })}
    </Space>
  );
}
