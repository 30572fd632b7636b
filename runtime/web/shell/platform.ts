/** The platform name: page title, login header, greeting. */
export const PLATFORM_NAME = '智慧工地综合管理平台';

/** Footer line of the login layout and the main layout (shell-spec §2, year 2022). */
export const COPYRIGHT = 'Copyright © 2022 华泰化学工程建设有限公司 版权所有';

/** The launcher: where sign-in and `/` lead. */
export const WORKPLACE_PATH = '/workplace';

/** Where the logo and 返回工作台 lead (shell-spec §2): the launcher, marked as a deliberate return. */
export const WORKPLACE_BACK_PATH = `${WORKPLACE_PATH}?back=1`;
