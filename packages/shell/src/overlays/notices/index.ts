export { NoticeHost } from './NoticeHost';
export { createNoticeStore, type NoticeStore, type ShownNotice } from './noticeStore';
