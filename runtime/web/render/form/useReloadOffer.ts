import axios from 'axios';
import { App } from 'antd';
import { useState } from 'react';
import { STALE_RECORD_STATUS } from '../../../core/screen/screen.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';

/** A record a form edits: the list row it was opened from, or the same record read again. */
export type FormRecord = { id: string; [field: string]: unknown };

export const RELOAD_OFFER = {
  title: '记录已被他人修改',
  content: '您打开表单后，有人保存了这条记录。重新加载将显示最新内容，本表单中未保存的修改会丢失。',
  okText: '重新加载',
  cancelText: '取消',
} as const;

/** Whether a failed save was refused because someone else saved the record after the form loaded it. */
export function isStaleRecordError(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === STALE_RECORD_STATUS;
}

/**
 * The record an edit form shows (`record` until it is reloaded) and `offerReload`, which asks
 * whether to read the record again through `{api}/queryById` after a stale save: accepted, the
 * form starts over from the stored values and version, so the next save is based on them.
 */
export function useReloadOffer(screen: ScreenFile, record: FormRecord | undefined): { loaded: FormRecord | undefined; offerReload(): void } {
  const { message, modal } = App.useApp();
  const [reloaded, setReloaded] = useState<{ from: FormRecord; record: FormRecord } | null>(null);
  // A reload belongs to the record it was made for; another row opened later starts from its own values.
  const loaded = record && reloaded?.from === record ? reloaded.record : record;

  async function reload(): Promise<void> {
    if (!record) return;
    try {
      const envelope = await http.get<FormRecord>(`${screen.api}/queryById`, { id: record.id });
      if (!envelope.success) return void message.error(envelope.message);
      setReloaded({ from: record, record: envelope.result });
    } catch {
      // The http client has shown the error.
    }
  }

  const offerReload = () => void modal.confirm({ ...RELOAD_OFFER, onOk: reload });
  return { loaded, offerReload };
}
