import { registerFieldType } from '../registry';
import { DateTimeInput, DateTimeRangeInput } from './DateTimeInput';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: DateTimeInput,
  rangeComponent: DateTimeRangeInput,
  fieldProps: (field) => ({ placeholder: `请选择${field.title}` }),
});
