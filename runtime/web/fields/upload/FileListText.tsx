import { PaperClipOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { fileNameOf, shortFileName, splitFilePaths } from '../../../core/files/filePaths';
import type { ValueViewProps } from '../fieldType.types';
import { FileLink } from './FileLink';

/** Read-only files: a link per file (a PDF previews in the page, others download), named with at most 5 characters (full name on hover). */
export function FileListText({ value }: ValueViewProps) {
  return (
    <Space size={4} wrap>
      {splitFilePaths(value).map((path) => {
        const name = fileNameOf(path);
        return (
          <FileLink key={path} className="file-link" path={path} tooltip={name}>
            <PaperClipOutlined /> {shortFileName(name)}
          </FileLink>
        );
      })}
    </Space>
  );
}
