import { useState, type JSX } from 'react';
import { noticeSuccess } from '@upclub/shared/bus';
import { EMPTY_TEXT, SEARCH_DEBOUNCE_MS, SUCCESS_TEXT, USER_PICKER_MAX } from '@upclub/shared/constants';
import type { MessageThreadSummary, SongPost, UserSearchResult } from '@upclub/shared/types';
import { Avatar, Button, Spinner, useDebouncedValue } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { ChosenChips } from '@upclub/shared/ui/UserPickList';
import { OverlaySearchBox } from '../songSearch/components/OverlaySearchBox';
import { reportError } from '@upclub/shared/api';
import { threadName, userName } from './names';
import { useMessageThreadsQuery, useSharePostMutation, useUserSearchQuery } from './queries/share';
import * as S from './Share.styles';

export interface ShareModalProps {
  post: SongPost;
  onClose: () => void;
}

export const SHARE_TITLE = 'Send in a message';
/** The spec gives no width for this modal: a comfortable one for a list of people. */
const SHARE_MODAL_WIDTH = 480;

/** 'Send in a message' of a post card: pick people and threads, then send the post to them. */
export function ShareModal({ post, onClose }: ShareModalProps): JSX.Element {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [users, setUsers] = useState<Map<number, UserSearchResult>>(new Map());
  const [threads, setThreads] = useState<Map<number, MessageThreadSummary>>(new Map());
  const share = useSharePostMutation();

  const toggle = <T,>(set: (fn: (m: Map<number, T>) => Map<number, T>) => void, id: number, item: T) =>
    set((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, item);
      return next;
    });
  const toggleUser = (u: UserSearchResult) => toggle(setUsers, u.upclubuser, u);
  const toggleThread = (t: MessageThreadSummary) => toggle(setThreads, t.messagethread, t);

  const chosen = users.size + threads.size;
  const send = () => {
    if (chosen === 0 || share.isPending) return;
    share.mutate(
      { upclubusers: [...users.keys()], messagethreads: [...threads.keys()], song_post: post.song_post },
      {
        onSuccess: () => {
          noticeSuccess(SUCCESS_TEXT.postShared);
          onClose();
        },
        // The spinner stops and the choice stays, so the user can send again.
        onError: reportError,
      },
    );
  };

  return (
    <Modal title={SHARE_TITLE} onClose={onClose} width={SHARE_MODAL_WIDTH}>
      <OverlaySearchBox label="Search users" placeholder="Search users and messages" value={text} onChange={setText} />

      <ChosenChips
        label="Selected"
        chips={[
          ...[...users.values()].map((u) => ({
            key: `u${u.upclubuser}`,
            name: userName(u),
            onRemove: () => toggleUser(u),
          })),
          ...[...threads.values()].map((t) => ({
            key: `t${t.messagethread}`,
            name: threadName(t),
            onRemove: () => toggleThread(t),
          })),
        ]}
      />

      <S.Heading id="share-users">Users</S.Heading>
      {query === '' ? (
        <S.Hint>Type a name to find people.</S.Hint>
      ) : (
        <Users
          key={`users-${query}`}
          query={query}
          chosen={users}
          full={users.size >= USER_PICKER_MAX}
          onToggle={toggleUser}
        />
      )}

      <S.Heading id="share-threads">Messages</S.Heading>
      <Threads key={`threads-${query}`} query={query} chosen={threads} onToggle={toggleThread} />

      <S.Footer>
        <Button
          type="button"
          onClick={send}
          disabled={chosen === 0 || share.isPending}
          aria-busy={share.isPending || undefined}
        >
          {share.isPending ? <Spinner $size={16} /> : null}
          Send
        </Button>
      </S.Footer>
    </Modal>
  );
}

function Users({
  query,
  chosen,
  full,
  onToggle,
}: {
  query: string;
  chosen: Map<number, UserSearchResult>;
  full: boolean;
  onToggle: (u: UserSearchResult) => void;
}) {
  const list = useUserSearchQuery(query);
  return (
    <PagedList
      list={list}
      label="Users"
      emptyText={EMPTY_TEXT.users}
      keyOf={(u) => u.upclubuser}
      renderItem={(u) => {
        const checked = chosen.has(u.upclubuser);
        return (
          <S.Choice>
            <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => onToggle(u)} />
            <Avatar src={u.thumbnail_picture} name={userName(u)} size={32} decorative />
            <S.Who>
              <span>{userName(u)}</span>
              <span>@{u.username}</span>
            </S.Who>
          </S.Choice>
        );
      }}
    />
  );
}

function Threads({
  query,
  chosen,
  onToggle,
}: {
  query: string;
  chosen: Map<number, MessageThreadSummary>;
  onToggle: (t: MessageThreadSummary) => void;
}) {
  const list = useMessageThreadsQuery(query);
  return (
    <PagedList
      list={list}
      label="Messages"
      emptyText={EMPTY_TEXT.messages}
      keyOf={(t) => t.messagethread}
      renderItem={(t) => (
        <S.Choice>
          <input type="checkbox" checked={chosen.has(t.messagethread)} onChange={() => onToggle(t)} />
          <Avatar src={t.members.upclubusers[0]?.thumbnail_picture ?? null} name={threadName(t)} size={32} decorative />
          <S.Who>
            <span>{threadName(t)}</span>
            <span>
              {t.members.upclubusers_count} {t.members.upclubusers_count === 1 ? 'member' : 'members'}
            </span>
          </S.Who>
        </S.Choice>
      )}
    />
  );
}
