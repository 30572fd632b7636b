import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { fileNameOf } from '../../../core/files/filePaths';
import { fileUrl } from '../../../core/files/fileUrl';
import { PdfPreview } from './pdf/PdfPreview';
import { isPdfFile } from './pdf/pdfPreview';

export interface FileLinkProps {
  path: string;
  className?: string;
  /** What the link shows; the file's icon and name by default. */
  children?: ReactNode;
  /** Shown on hover over the link (a shortened name's full name). */
  tooltip?: string;
}

// The viewer is a portal: React would bubble its clicks to whatever holds the link (a table row, a form).
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A stored file as a link: a PDF opens in the page's PDF viewer, any other file downloads. The link
 * keeps the file's address, so it can still be opened in a new tab (Ctrl/⌘/Shift-click) or copied.
 */
export function FileLink({ path, className, children, tooltip }: FileLinkProps) {
  const [previewing, setPreviewing] = useState(false);
  const pdf = isPdfFile(path);
  const open = (event: MouseEvent) => {
    if (!pdf || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setPreviewing(true);
  };
  const link = (
    <a className={className} href={fileUrl(path)} target="_blank" rel="noopener noreferrer" onClick={open}>
      {children ?? (
        <>
          {pdf ? <FilePdfOutlined /> : <FileOutlined />} {fileNameOf(path)}
        </>
      )}
    </a>
  );
  return (
    <>
      {tooltip ? <Tooltip title={tooltip}>{link}</Tooltip> : link}
      {pdf && (
        <span onClick={keepInside} onMouseDown={keepInside} onKeyDown={keepInside}>
          <PdfPreview path={previewing ? path : null} onClose={() => setPreviewing(false)} />
        </span>
      )}
    </>
  );
}
