/** Business constants and limits (spec §9 unless marked ours). */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const HTTP_TIMEOUT_MS = 60000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const ASYNC_PAGE_DELAY_MS = 200;
export const PAGE_TIMEOUT_MS = 60000;
export const LOADING_DELAY_MS = 800;
export const LOADING_OVERLAY_AUTO_HIDE_MS = 5000;
// spec §9 gives 2000 and 1500; we use 2000 everywhere.
export const TOAST_DURATION_MS = 2000;
export const POPUP_CLOSE_DELAY_MS = 300;
export const POPUP_TRANSITION_MS = 300;
export const DEBOUNCE_MS = 500;
export const SCROLL_END_DEBOUNCE_MS = 20;
export const REACH_BOTTOM_DISTANCE = 150;
export const SCROLL_CONTAINER_REACH_BOTTOM = 130;

export const PULL_THRESHOLD = 50;
export const PULL_MAX = 100;
export const PULL_RESET_MS = 1000;
export const REFRESHING_MS = 1500;

export const RECOMMEND_HISTORY_MAX = 5;
// ours: the spec says search history is stored but gives no cap.
export const SEARCH_HISTORY_MAX = 10;
export const RANDOM_ID_LENGTH = 32;
export const COUNT_CAP = 99;
export const SUB_LEVEL_MIN_CHILDREN = 2;

export const TAB_COUNT = 4;
export const TAB_SELECTED_COLOR = '#AC1E34';
export const PRIMARY_COLOR = '#AC1E34';

export const SMS_CODE_LENGTH = 6;
// ours: the resend wait is not shown in the spec.
export const SMS_RESEND_SECONDS = 60;

// spec §1 gives 1.0.1 and 1.0.18 (code 118); we ship the later one.
export const APP_VERSION = '1.0.18';
export const APP_VERSION_CODE = 118;

// spec §9 relative time, first reading.
export const JUST_NOW_MS = 5 * MINUTE_MS;
export const RELATIVE_DAYS_MAX = 30;
// Offset in Date#getTimezoneOffset convention: China Standard Time is UTC+8, no DST.
export const CHINA_TZ_OFFSET_MINUTES = -480;

// ours: password and card rules (spec §5 names the rules, not their limits).
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_MIN_CLASSES = 2;
export const PAY_PASSWORD_LENGTH = 6;
export const BANK_CARD_MIN_LENGTH = 12;
export const BANK_CARD_MAX_LENGTH = 19;
export const ID_CARD_LENGTH = 18;
export const ID_CARD_LEGACY_LENGTH = 15;
export const AMOUNT_DECIMALS = 2;
