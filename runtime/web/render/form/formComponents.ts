import { FormGrid, FormItem, FormTab } from '@formily/antd-v5';
import { connect, mapReadPretty, type JSXComponent } from '@formily/react';
import '../../fields';
import { PlainText } from '../../fields/PlainText';
import { fieldTypeNames, getFieldType } from '../../fields/registry';

/**
 * The components a screen form's schema names: the layout pieces plus every registered field
 * type under its name. Read-only (details) forms show the type's `readPretty` view, or plain text.
 */
export function formComponents(): Record<string, JSXComponent> {
  const fieldComponents = fieldTypeNames().map((name) => {
    const fieldType = getFieldType(name);
    return [name, connect(fieldType.component, mapReadPretty(fieldType.readPretty ?? PlainText))] as const;
  });
  return { FormItem, FormGrid, FormTab, ...Object.fromEntries(fieldComponents) };
}
