import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { EditableTableView } from './EditableTableView';
import { FormilyEditableTable } from './FormilyEditableTable';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(FormilyEditableTable, mapReadPretty(EditableTableView)),
  readPretty: EditableTableView,
  fieldProps: (field) => ({ detail: field }),
  wide: true,
});
