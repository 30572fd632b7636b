import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { RecordSelect, RecordSelectText } from './RecordSelect';

registerFieldType({
  ...meta,
  component: connect(RecordSelect, mapReadPretty(RecordSelectText)),
  readPretty: RecordSelectText,
});
