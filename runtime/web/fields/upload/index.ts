import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { FileListText } from './FileListText';
import { FileUpload } from './FileUpload';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(FileUpload, mapReadPretty(FileListText)),
  readPretty: FileListText,
});
