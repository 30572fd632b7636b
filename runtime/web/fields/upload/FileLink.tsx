import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useState, type MouseEvent } from 'react';
import { fileNameOf } from '../../../core/files/filePaths';
import { fileUrl } from '../../../core/files/fileUrl';
import { PdfPreview } from './pdf/PdfPreview';
import { isPdfFile } from './pdf/pdfPreview';

/**
 * A stored file by name: a PDF opens in the page's PDF viewer, any other file downloads. The link
 * keeps the file's address, so it can still be opened in a new tab or copied.
 */
export function FileLink({ path, className }: { path: string; className?: string }) {
  const [previewing, setPreviewing] = useState(false);
  const pdf = isPdfFile(path);
  const open = (event: MouseEvent) => {
    if (!pdf || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setPreviewing(true);
  };
  return (
    <>
      <a className={className} href={fileUrl(path)} target="_blank" rel="noopener noreferrer" title={pdf ? '预览' : '下载'} onClick={open}>
        {pdf ? <FilePdfOutlined /> : <FileOutlined />} {fileNameOf(path)}
      </a>
      {pdf && <PdfPreview path={previewing ? path : null} onClose={() => setPreviewing(false)} />}
    </>
  );
}
