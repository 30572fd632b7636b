import type { Form } from '@formily/core';
import { useEffect, useState } from 'react';
import { detailFields } from '../../../core/screen/screenModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';

/**
 * Loads the detail rows of the record a form edits or shows (lists do not carry them) from
 * `{api}/queryById` into the form's detail fields. Answers true while they load.
 */
export function useDetailRows(screen: ScreenFile, form: Form, recordId: string | undefined): boolean {
  const [loading, setLoading] = useState(false);
  const hasDetails = detailFields(screen).length > 0;
  useEffect(() => {
    if (!hasDetails || !recordId) return;
    let current = true;
    setLoading(true);
    http
      .get<Record<string, unknown>>(`${screen.api}/queryById`, { id: recordId })
      .then((envelope) => {
        if (!current || !envelope.success) return;
        for (const detail of detailFields(screen)) form.setValuesIn(detail.name, envelope.result[detail.name] ?? []);
      })
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [screen, form, recordId, hasDetails]);
  return loading;
}
