import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { FileVersions, FileVersionsView } from './FileVersions';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(FileVersions, mapReadPretty(FileVersionsView)),
  readPretty: FileVersionsView,
  wide: true,
});
