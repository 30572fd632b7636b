import { connect, mapReadPretty } from '@formily/react';
import { presetRecordSelect } from '../record-select/presetRecordSelect';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { ROLE_PICKER } from './rolePicker';

const { component, readPretty } = presetRecordSelect(ROLE_PICKER);

registerFieldType({ ...meta, component: connect(component, mapReadPretty(readPretty)), readPretty });
