/** UI delays and sizes of docs/product.md §4, §9 (the fake delays the visitor-facing flows keep). */
export const WAITLIST_DELAY_MS = 1500;
export const REQUEST_FORM_DELAY_MS = 1000;
export const TOAST_MS = 3000;
export const DOMAIN_TESTER_FAKE_MS = 2000;
export const PREVIEW_COLLAPSED_PX = 400;
export const PREVIEW_EXPANDED_VH = 80;
