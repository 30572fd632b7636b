import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { UserSelect, UserSelectText } from './UserSelect';

registerFieldType({
  ...meta,
  component: connect(UserSelect, mapReadPretty(UserSelectText)),
  readPretty: UserSelectText,
});
