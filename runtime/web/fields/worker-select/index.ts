import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { UserSelectText } from '../user-select/UserSelect';
import { meta } from './meta';
import { WorkerSelect } from './WorkerSelect';

registerFieldType({
  ...meta,
  component: connect(WorkerSelect, mapReadPretty(UserSelectText)),
  readPretty: UserSelectText,
});
