import type { PickerUser, UserKeyField } from '../../../core/picker/picker.types';
import { http } from '../../http/client';
import type { LabelSource } from '../picker/labelStore';

/** Which user field a picker shows (`text`). */
export type UserTextField = 'realname' | 'username';

/** Names of stored users from GET /sys/user/getMultiUser?{store}=a,b. */
export function userSource(store: UserKeyField, text: UserTextField): LabelSource {
  return {
    id: `user:${store}:${text}`,
    async lookup(keys) {
      const envelope = await http.get<PickerUser[]>('/sys/user/getMultiUser', { [store]: keys.join(',') });
      return envelope.success ? new Map(envelope.result.map((user) => [user[store], user[text]])) : new Map();
    },
  };
}
