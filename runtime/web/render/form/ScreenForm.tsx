import { setValidateLanguage, type Form as FormModel } from '@formily/core';
import { Form } from '@formily/antd-v5';
import { createSchemaField } from '@formily/react';
import { useMemo } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { formComponents } from './formComponents';
import type { FormMode } from './formMode';
import { formFields } from './formFields';
import { buildFormSchema } from './formSchema';
import { labelWidth } from './labelWidth';

setValidateLanguage('zh-CN');

const SchemaField = createSchemaField({ components: formComponents() });

export interface ScreenFormProps {
  screen: ScreenFile;
  /** The Formily form holding the values; create it with `createScreenForm`. */
  form: FormModel;
  mode: FormMode;
  /** Fields kept in the values but not shown (a detail row's foreign key). */
  hiddenFields?: string[];
}

/** The Formily form of a screen's entity, laid out in `form.grid` columns. */
export function ScreenForm({ screen, form, mode, hiddenFields }: ScreenFormProps) {
  const hiddenKey = (hiddenFields ?? []).join(',');
  const schema = useMemo(() => buildFormSchema(screen, mode, { hiddenFields: hiddenKey ? hiddenKey.split(',') : [] }), [screen, mode, hiddenKey]);
  const width = useMemo(() => labelWidth(formFields(screen, mode).map(([, field]) => field.title)), [screen, mode]);
  return (
    <Form form={form} layout="horizontal" labelWidth={width} feedbackLayout={mode === 'view' ? 'none' : 'loose'}>
      <SchemaField schema={schema} />
    </Form>
  );
}
