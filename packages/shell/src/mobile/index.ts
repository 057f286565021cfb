export { isMobileBrowser } from './isMobileBrowser';
export {
  MobileNotice,
  MOBILE_HEADLINE,
  MOBILE_CALL,
  DEFAULT_APP_STORE_URL,
  DEFAULT_GOOGLE_PLAY_URL,
  type MobileNoticeProps,
} from './MobileNotice';
