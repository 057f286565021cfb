import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useMatch, useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import styled from 'styled-components';
import { MessageCircle } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkMessageThread, reportError } from '@upclub/shared/api';
import { HEADER_HEIGHT } from '@upclub/shared/constants';
import { STORAGE_KEYS } from '@upclub/shared/session';
import type { UserSearchResult } from '@upclub/shared/types';
import { Button, Spinner, VisuallyHidden, color, fontSize, radius, space } from '@upclub/shared/ui';
import { useMessageEvents, useThreadEvents } from './queries/live';
import { messageKeys } from './queries/keys';
import { useThreadQuery } from './queries/threads';
import { MESSAGES_PATH, NEW_THREAD_ID, profileParam, threadPath } from './paths';
import { MESSAGES_TEXT } from './texts';
import { ThreadView } from './thread/ThreadView';
import { threadTitle } from './threads/display';
import { ThreadsPanel } from './threads/ThreadsPanel';

// The thread settings (with the name's rule from the validation area, zod and the phone metadata)
// are a chunk fetched when first opened: the page's first load carries no validation.
const ThreadSettingsModal = lazy(() =>
  import(/* webpackChunkName: "thread-settings" */ './settings/ThreadSettingsModal').then((m) => ({
    default: m.ThreadSettingsModal,
  })),
);

// The user picker (and the UI kit's UserPickList it is made of) is fetched when New Message is
// first pressed, not with the page.
const UserPickerModal = lazy(() =>
  import(/* webpackChunkName: "user-picker" */ './picker/UserPickerModal').then((m) => ({
    default: m.UserPickerModal,
  })),
);

/** The id in the address: a number, 'new', or null (the list alone, or anything else). */
function idOf(param: string | undefined): number | 'new' | null {
  if (param === NEW_THREAD_ID) return NEW_THREAD_ID;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The unsaved thread's users in a history state, or null. */
function draftOf(state: unknown): UserSearchResult[] | null {
  const users = (state as { draft?: unknown } | null)?.draft;
  return Array.isArray(users) && users.length > 0 ? (users as UserSearchResult[]) : null;
}

/** To the thread found, or to the unsaved new thread with these users. */
const goTo = (navigate: NavigateFunction, thread: number | null, users: UserSearchResult[]) =>
  thread !== null
    ? navigate(threadPath(thread), { replace: true })
    : navigate(threadPath(NEW_THREAD_ID), { replace: true, state: { draft: users } });

/**
 * Messages (spec part 2 §2, §4): the thread list at the left, the open thread at the right (or the
 * empty state), the new message modal, the settings modal at /messages/{id}/settings, and
 * `?profile=` opening or starting the thread with that user.
 */
export function MessagesPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const settingsMatch = useMatch(`${MESSAGES_PATH}/:id/settings`);
  const threadMatch = useMatch(`${MESSAGES_PATH}/:id`);
  const current = idOf(settingsMatch?.params.id ?? threadMatch?.params.id);
  // The unsaved thread's users travel with its address (history state), so nothing is lost on the way.
  const draft = current === NEW_THREAD_ID ? draftOf(location.state) : null;
  const [picking, setPicking] = useState(false);
  const [checking, setChecking] = useState(false);
  const openId = typeof current === 'number' ? current : null;
  useMessageEvents(openId);
  useThreadEvents();

  // Spec part 2 §3: visiting messages removes the stored track list.
  useEffect(() => localStorage.removeItem(STORAGE_KEYS.messageTrackUris), []);

  /** Opens the thread with exactly these users, or an unsaved new one with them (spec part 2 §4). */
  const openWith = async (users: UserSearchResult[]) => {
    setChecking(true);
    try {
      const { messagethread } = await checkMessageThread(users.map((u) => u.upclubuser));
      setPicking(false);
      await goTo(navigate, messagethread, users);
    } catch (error) {
      // Spec part 2 §8: thread creation failure stops the loader.
      reportError(error);
    } finally {
      setChecking(false);
    }
  };

  // `?profile=name:id` (the profile's Message button): that user's thread, or a new one with them.
  const profile = profileParam(params.get('profile'));
  const profileCheck = useQuery({
    queryKey: [...messageKeys.all, 'check', profile?.id ?? 0],
    queryFn: () => checkMessageThread([profile?.id ?? 0]),
    enabled: profile !== null,
    gcTime: 0,
  });
  useEffect(() => {
    if (!profile) return;
    if (profileCheck.isError) {
      void navigate(MESSAGES_PATH, { replace: true });
    } else if (profileCheck.data) {
      const user = {
        upclubuser: profile.id,
        username: profile.username,
        first_name: '',
        last_name: '',
        thumbnail_picture: null,
      };
      void goTo(navigate, profileCheck.data.messagethread, [user]);
    }
  }, [profile, profileCheck.data, profileCheck.isError, navigate]);

  // A 'new' address without its users (opened directly) has nothing to show: back to the list.
  useEffect(() => {
    if (current === NEW_THREAD_ID && draft === null) void navigate(MESSAGES_PATH, { replace: true });
  }, [current, draft, navigate]);

  const settingsId = settingsMatch ? openId : null;
  const settingsThread = useThreadQuery(settingsId);
  const draftTitle = draft
    ? threadTitle({ messagethreadname: null, members: { upclubusers: draft, upclubusers_count: draft.length } })
    : null;
  const busy = (checking && !picking) || (profile !== null && profileCheck.isPending);

  return (
    <Page>
      <VisuallyHidden as="h1">{MESSAGES_TEXT.title}</VisuallyHidden>
      <ThreadsPanel current={current} draftTitle={draftTitle} onNewMessage={() => setPicking(true)} />
      {busy ? (
        <Center role="status">
          <Spinner $size={28} />
        </Center>
      ) : current === null || (current === NEW_THREAD_ID && !draft) ? (
        <Center>
          <Intro>
            <Icon aria-hidden="true">
              <MessageCircle size={40} />
            </Icon>
            <IntroTitle>{MESSAGES_TEXT.title}</IntroTitle>
            <IntroText>{MESSAGES_TEXT.emptyText}</IntroText>
            <Button type="button" onClick={() => setPicking(true)}>
              {MESSAGES_TEXT.newMessageButton}
            </Button>
          </Intro>
        </Center>
      ) : (
        <ThreadView
          key={current}
          id={current === NEW_THREAD_ID ? null : current}
          draft={current === NEW_THREAD_ID ? (draft ?? []) : []}
          onCreated={(id) => void navigate(threadPath(id), { replace: true })}
        />
      )}
      {picking ? (
        <Suspense fallback={null}>
          <UserPickerModal
            mode="new"
            busy={checking}
            onClose={() => setPicking(false)}
            onConfirm={(users) => void openWith(users)}
          />
        </Suspense>
      ) : null}
      {settingsId !== null && settingsThread.data ? (
        <Suspense fallback={null}>
          <ThreadSettingsModal
            thread={settingsThread.data}
            onClose={() => void navigate(threadPath(settingsId))}
            onLeft={() => {
              void client.invalidateQueries({ queryKey: messageKeys.threadLists() });
              void navigate(MESSAGES_PATH, { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** The shell's footer under every private page. */
const FOOTER_HEIGHT = 56;

/** The page fills the space between the header and the footer: both columns scroll on their own. */
const Page = styled.div`
  display: flex;
  height: calc(100dvh - ${HEADER_HEIGHT}px - ${FOOTER_HEIGHT}px - ${space(12)});
  min-height: 480px;
  margin: ${space(6)};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  background: ${color.surface};
  overflow: hidden;
  @media (max-width: 600px) {
    margin: ${space(4)};
  }
`;

const Center = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(6)};
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  text-align: center;
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 88px;
  height: 88px;
  border: 2px solid ${color.text};
  border-radius: ${radius.pill}px;
`;

const IntroTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg}px;
`;

const IntroText = styled.p`
  margin: 0 0 ${space(2)};
  color: ${color.muted};
`;
