/** What a dictionary widget says when it is used without a dictionary code (widgets-spec §8). */
export const EMPTY_DICT_CODE_MESSAGE = '字典Code不能为空!';

/** Empty notes of a search dropdown: nothing matched, or nothing typed yet (widgets-spec §8). */
export const SEARCH_NOT_FOUND = '未找到数据';
export const SEARCH_HINT = '请输入搜索内容';
