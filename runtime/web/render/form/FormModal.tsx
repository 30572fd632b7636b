import { App, Button } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { Envelope } from '../../../core/http/envelope';
import { VERSION_FIELD, type ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';
import { useDetailRows } from '../../fields/editable-table/useDetailRows';
import { FullscreenModal, MODAL_WIDTH } from '../modal/FullscreenModal';
import { detailFields } from '../../../core/screen/screenModel';
import { applyServerErrors } from './applyServerErrors';
import { createScreenForm } from './createScreenForm';
import { duplicateCheckEffect } from '../duplicate/duplicateCheckEffect';
import { FORM_TITLES, type FormMode } from './formMode';
import { initialFormValues, savePayload } from './formValues';
import { ScreenForm } from './ScreenForm';
import { isStaleRecordError, useReloadOffer, type FormRecord } from './useReloadOffer';

/** A master-detail form (with child tables) opens 1200 wide (widgets-spec §2.2). */
const DETAILS_MODAL_WIDTH = 1200;

export interface FormModalProps {
  screen: ScreenFile;
  mode: FormMode;
  open: boolean;
  /** The row being edited or viewed. */
  record?: FormRecord;
  /** Values set and hidden in the form, e.g. the parent id of a detail row. */
  fixedValues?: Record<string, string>;
  onClose(): void;
  /** Called after a successful save (the list reloads). */
  onSaved(): void;
  /** Shown under the form in 详情 (a flow record's state and 流程记录). */
  viewExtra?: ReactNode;
}

/**
 * The add / edit / details modal of a screen, with the full-screen toggle. 确定 validates in the
 * browser with the shared rules, then posts `{api}/add` or puts `{api}/edit` with the version the
 * form was loaded from; a refusal keeps the modal open with the server's message, and its field
 * errors appear under the fields. When someone else saved the record meanwhile, it offers to reload it.
 */
export function FormModal({ screen, mode, open, record, fixedValues, onClose, onSaved, viewExtra }: FormModalProps) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const { loaded, offerReload } = useReloadOffer(screen, record);
  const fixedKey = JSON.stringify(fixedValues ?? {});
  const form = useMemo(
    () =>
      createScreenForm(mode, initialFormValues(screen, mode, loaded, JSON.parse(fixedKey) as Record<string, string>), () =>
        duplicateCheckEffect(screen, loaded?.id),
      ),
    // A fresh form each time the modal opens or the record is reloaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [screen, mode, loaded, fixedKey, open],
  );

  const loadingRows = useDetailRows(screen, form, open && mode !== 'add' ? record?.id : undefined);

  async function save(): Promise<void> {
    if (mode === 'view') return;
    try {
      await form.validate();
    } catch {
      return; // the messages are shown under the fields
    }
    setSaving(true);
    try {
      const body = savePayload(screen, mode, form.values);
      const envelope: Envelope<unknown> =
        mode === 'add'
          ? await http.post<unknown>(`${screen.api}/add`, body)
          : await http.put<unknown>(`${screen.api}/edit`, { ...body, id: loaded?.id, [VERSION_FIELD]: loaded?.[VERSION_FIELD] });
      if (!envelope.success) {
        message.error(envelope.message);
        applyServerErrors(form, envelope.result);
        return;
      }
      message.success(envelope.message);
      onSaved();
      onClose();
    } catch (error) {
      // Network and HTTP errors were already shown by the http client; keep the modal open.
      if (isStaleRecordError(error)) offerReload();
    } finally {
      setSaving(false);
    }
  }

  const footer =
    mode === 'view'
      ? [
          <Button key="close" onClick={onClose}>
            关闭
          </Button>,
        ]
      : undefined;
  return (
    <FullscreenModal
      title={FORM_TITLES[mode]}
      open={open}
      width={detailFields(screen).length > 0 ? DETAILS_MODAL_WIDTH : MODAL_WIDTH}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving || loadingRows}
      maskClosable={mode === 'view'}
      destroyOnHidden
      onOk={() => void save()}
      onCancel={onClose}
      footer={footer}
    >
      <ScreenForm screen={screen} form={form} mode={mode} hiddenFields={Object.keys(fixedValues ?? {})} />
      {mode === 'view' && viewExtra}
    </FullscreenModal>
  );
}
