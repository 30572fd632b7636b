/** The account centre's routes inside the signed-in layout; every signed-in user has them, no menu grants them. */
export const ACCOUNT_CENTER_PATH = '/account/center';
export const ACCOUNT_SETTINGS_PATH = '/account/settings';
