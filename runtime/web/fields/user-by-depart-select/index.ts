import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { UserSelectText } from '../user-select/UserSelect';
import { meta } from './meta';
import { UserByDepartSelect } from './UserByDepartSelect';

registerFieldType({
  ...meta,
  component: connect(UserByDepartSelect, mapReadPretty(UserSelectText)),
  readPretty: UserSelectText,
});
