import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { onNotice, type NoticeKind } from '@upclub/shared/bus';
import { Notice } from '@upclub/shared/ui';
import { useStackPlacement } from '../placement';
import { createNoticeStore, type NoticeStore } from './noticeStore';
import { NoticeHostStyles as S } from './NoticeHost.styles';

const ICONS: Record<NoticeKind, typeof Info> = { error: CircleAlert, success: CircleCheck, info: Info };

/**
 * Shows the bus's notices as toasts at the top of the page, stacked, each for 10 s; at the bottom
 * when the top would cover the control just used.
 */
export function NoticeHost({ store: given }: { store?: NoticeStore } = {}) {
  const [store] = useState(() => given ?? createNoticeStore());
  const notices = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const stack = useRef<HTMLElement>(null);
  useStackPlacement(stack, 'top', notices);

  useEffect(() => {
    const stop = onNotice(store.push);
    return () => {
      stop();
      if (!given) store.dispose();
    };
  }, [store, given]);

  return (
    <S.Stack ref={stack} aria-label="Notices" data-testid="notice-host">
      {notices.map((notice) => {
        const Icon = ICONS[notice.kind];
        return (
          <S.Item key={notice.id}>
            <Notice
              tone={notice.kind}
              icon={<Icon size={18} />}
              dismissLabel="Dismiss notice"
              onDismiss={() => store.dismiss(notice.id)}
            >
              {notice.text}
            </Notice>
          </S.Item>
        );
      })}
    </S.Stack>
  );
}
