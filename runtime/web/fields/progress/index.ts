import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { ProgressBar } from './ProgressBar';

registerFieldType({
  ...meta,
  component: connect(ProgressBar, mapReadPretty(ProgressBar)),
  readPretty: ProgressBar,
});
