import { registerFieldType } from '../registry';
import { DateInput, DateRangeInput } from './DateInput';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: DateInput,
  rangeComponent: DateRangeInput,
  fieldProps: (field) => ({ placeholder: `请选择${field.title}` }),
});
