import { registerFieldType } from '../registry';
import { meta } from './meta';
import { TimeInput, TimeRangeInput } from './TimeInput';

registerFieldType({
  ...meta,
  component: TimeInput,
  rangeComponent: TimeRangeInput,
  fieldProps: (field) => ({ placeholder: `请选择${field.title}` }),
});
