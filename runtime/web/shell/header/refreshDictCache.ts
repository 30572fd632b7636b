import { http } from '../../http/client';
import type { DictItem } from '../../render/dict/dict.types';
import { useDictStore } from '../../stores/dictStore';
import type { UserInfo } from '../../stores/sessionStore';
import { feedback } from '../feedback/feedback';

export const CACHE_REFRESHED = '刷新缓存完成！';
export const CACHE_REFRESH_FAILED = '刷新缓存失败！';

/** Only the users named admin or root see 清理缓存 (shell-spec §6). */
export function maySeeClearCache(userInfo: UserInfo | null): boolean {
  return userInfo?.username === 'admin' || userInfo?.username === 'root';
}

/**
 * 清理缓存 (shell-spec §4): the server reloads its dictionaries, then every dictionary is fetched
 * again and replaces the browser's cache (kept 7 days by the dictionary store).
 */
export async function refreshDictCache(): Promise<boolean> {
  const { message } = feedback();
  try {
    const refreshed = await http.get('/sys/dict/refleshCache');
    if (!refreshed.success) throw new Error(refreshed.message);
    const all = await http.get<Record<string, DictItem[]>>('/sys/dict/queryAllDictItems');
    if (!all.success || !all.result || typeof all.result !== 'object') throw new Error(all.message);
    const dicts = useDictStore.getState();
    dicts.clear();
    dicts.setAll(all.result);
    message.success(CACHE_REFRESHED);
    return true;
  } catch {
    message.error(CACHE_REFRESH_FAILED);
    return false;
  }
}
