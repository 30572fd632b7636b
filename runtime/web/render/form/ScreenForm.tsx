import { setValidateLanguage, type Form as FormModel } from '@formily/core';
import { Form } from '@formily/antd-v5';
import { createSchemaField } from '@formily/react';
import { useMemo } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { formComponents } from './formComponents';
import type { FormMode } from './formMode';
import { buildFormSchema, schemaFields, type FormSchemaOptions } from './formSchema';
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
  /** Other fields than the form's own (a flow step); keep the object stable, the schema is built again for a new one. */
  schemaOptions?: Omit<FormSchemaOptions, 'hiddenFields'>;
}

/** The Formily form of a screen's entity, laid out in `form.grid` columns. */
export function ScreenForm({ screen, form, mode, hiddenFields, schemaOptions }: ScreenFormProps) {
  const hiddenKey = (hiddenFields ?? []).join(',');
  const schema = useMemo(
    () => buildFormSchema(screen, mode, { ...schemaOptions, hiddenFields: hiddenKey ? hiddenKey.split(',') : [] }),
    [screen, mode, hiddenKey, schemaOptions],
  );
  const width = useMemo(() => {
    const extraTitles = Object.values(schemaOptions?.extra ?? {}).map((field) => String(field.title ?? ''));
    return labelWidth([...schemaFields(screen, mode, schemaOptions?.fields).map(([, field]) => field.title), ...extraTitles]);
  }, [screen, mode, schemaOptions]);
  return (
    <Form form={form} layout="horizontal" labelWidth={width} feedbackLayout={mode === 'view' ? 'none' : 'loose'}>
      <SchemaField schema={schema} />
    </Form>
  );
}
