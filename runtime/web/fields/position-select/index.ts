import { connect, mapReadPretty } from '@formily/react';
import { presetRecordSelect } from '../record-select/presetRecordSelect';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { POSITION_PICKER } from './positionPicker';

const { component, readPretty } = presetRecordSelect(POSITION_PICKER);

registerFieldType({ ...meta, component: connect(component, mapReadPretty(readPretty)), readPretty });
