import { useEffect, useId, useLayoutEffect, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { MENTIONS_MAX, MENTION_SEARCH_DEBOUNCE_MS, MSG, SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { Mention, UserSearchResult } from '@upclub/shared/types';
import { Avatar, Spinner } from '@upclub/shared/ui';
import { insertMention, mentionQueryAt, mentionsInText, type MentionQuery } from './mentions';
import { MentionInputStyles as S } from './MentionInput.styles';

export interface MentionInputProps {
  value: string;
  onChange: (text: string) => void;
  /** The users the text mentions (kept in step with the text: an edited-away mention is dropped). */
  mentions: Mention[];
  onMentionsChange: (mentions: Mention[]) => void;
  /** At most this many mentions (spec §9: 8). */
  maxMentions?: number;
  placeholder?: string;
  /** The accessible name; shown above the box unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  error?: string;
  disabled?: boolean;
  /**
   * Users for a typed mention. Called with '' for a bare `@` (the default list, spec §7
   * searchusernamedefault) and with the letters after `@` otherwise (searchusernameweb).
   */
  search: (query: string) => Promise<UserSearchResult[]>;
  rows?: number;
  maxLength?: number;
  /** Enter without Shift while no suggestion list is open (a comment box sends on Enter). */
  onSubmitKey?: () => void;
  /** Where the suggestions open: below the box (default) or above it (a box at a panel's bottom). */
  suggestionsPlacement?: 'below' | 'above';
  id?: string;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; users: UserSearchResult[] }
  | { status: 'error'; query: string };

const displayName = (u: UserSearchResult) => `${u.first_name} ${u.last_name}`.trim() || u.username;

/**
 * A text box where `@` followed by letters suggests users to mention (spec §4 Comments, §5):
 * arrows move through the suggestions, Enter or Tab picks one, Escape closes them. The parent
 * keeps the text and the mentions; `toMentionPayload` turns them into what the API takes.
 */
export function MentionInput({
  value,
  onChange,
  mentions,
  onMentionsChange,
  maxMentions = MENTIONS_MAX,
  placeholder,
  label,
  hideLabel = false,
  error,
  disabled = false,
  search,
  rows = 2,
  maxLength,
  onSubmitKey,
  suggestionsPlacement = 'below',
  id,
}: MentionInputProps): JSX.Element {
  const autoId = useId();
  const controlId = id ?? `mention-${autoId}`;
  const listId = `${controlId}-suggestions`;
  const messageId = `${controlId}-message`;
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const [typed, setTyped] = useState<MentionQuery | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [found, setFound] = useState<SearchState>({ status: 'idle' });
  const [active, setActive] = useState(0);
  // The latest search for the debounced call, set after each render (never during it).
  const searchRef = useRef(search);
  useLayoutEffect(() => {
    searchRef.current = search;
  });

  const atLimit = mentions.length >= maxMentions;
  const query = typed && !dismissed && !disabled ? typed.query : null;
  const wantsSearch = query !== null && !atLimit;
  /** The query to search users for, null when there is none. */
  const searchFor = wantsSearch ? query : null;

  // A new query (or none) drops what was found for the one before: loading for a query, idle
  // without one. Done while rendering, so no frame shows the older query's users.
  const [foundFor, setFoundFor] = useState<string | null>(null);
  if (searchFor !== foundFor) {
    setFoundFor(searchFor);
    setFound(searchFor === null ? { status: 'idle' } : { status: 'loading', query: searchFor });
  }

  // Debounced search for the typed mention; an answer for an older query is dropped.
  useEffect(() => {
    if (searchFor === null) return;
    let current = true;
    const timer = setTimeout(
      () => {
        searchRef.current(searchFor).then(
          (users) => current && setFound({ status: 'ready', query: searchFor, users }),
          () => current && setFound({ status: 'error', query: searchFor }),
        );
      },
      searchFor ? MENTION_SEARCH_DEBOUNCE_MS : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [searchFor]);

  const taken = new Set(mentions.map((m) => m.upclubuser));
  const users = found.status === 'ready' ? found.users.filter((u) => !taken.has(u.upclubuser)) : [];
  const listOpen = wantsSearch && users.length > 0;
  const popupOpen = query !== null && (atLimit || found.status !== 'idle');
  // A new query starts again on the first suggestion.
  const [activeFor, setActiveFor] = useState(query);
  if (query !== activeFor) {
    setActiveFor(query);
    setActive(0);
  }
  const activeIndex = Math.min(active, Math.max(users.length - 1, 0));

  const follow = (text: string, caret: number) => {
    setTyped(mentionQueryAt(text, caret));
    setDismissed(false);
  };

  const change = (text: string, caret: number) => {
    onChange(text);
    const kept = mentionsInText(text, mentions);
    if (kept.length !== mentions.length) onMentionsChange(kept);
    follow(text, caret);
  };

  const choose = (user: UserSearchResult) => {
    if (!typed) return;
    const next = insertMention(value, typed, user.username);
    onChange(next.text);
    onMentionsChange([
      ...mentionsInText(next.text, mentions),
      { upclubuser: user.upclubuser, username: user.username },
    ]);
    setTyped(null);
    requestAnimationFrame(() => {
      const area = areaRef.current;
      if (!area) return;
      area.focus();
      area.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (popupOpen && event.key === 'Escape') {
      // Closes the suggestions only, not the dialog around the box.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      return;
    }
    if (listOpen) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + users.length) % users.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(users[activeIndex]);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && onSubmitKey) {
      event.preventDefault();
      onSubmitKey();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <S.Root>
      <S.Label htmlFor={controlId} $hidden={hideLabel}>
        {label}
      </S.Label>
      <S.TextArea
        ref={areaRef}
        id={controlId}
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        aria-autocomplete="list"
        aria-controls={listOpen ? listId : undefined}
        aria-activedescendant={listOpen ? optionId(activeIndex) : undefined}
        onChange={(event) => change(event.target.value, event.target.selectionStart ?? event.target.value.length)}
        onSelect={(event) => {
          const area = event.currentTarget;
          const next = mentionQueryAt(area.value, area.selectionStart ?? area.value.length);
          if (next?.start !== typed?.start || next?.query !== typed?.query)
            follow(area.value, area.selectionStart ?? 0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
      />
      {popupOpen && (
        <S.Popup $above={suggestionsPlacement === 'above'}>
          {atLimit ? (
            <S.State role="alert">{MSG.maxMentions}</S.State>
          ) : found.status === 'loading' ? (
            <S.State>
              <Spinner $size={16} /> Searching users
            </S.State>
          ) : found.status === 'error' ? (
            <S.State role="alert">Could not search users</S.State>
          ) : users.length === 0 ? (
            <S.State>No user found</S.State>
          ) : (
            <S.List id={listId} role="listbox" aria-label="Users to mention">
              {users.map((user, index) => (
                <S.Option
                  key={user.upclubuser}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  $active={index === activeIndex}
                  // Keeps the focus (and the caret) in the box while picking with the mouse.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(user)}
                >
                  <Avatar src={user.thumbnail_picture} name={displayName(user)} size={28} decorative />
                  <S.Names>
                    <span>@{user.username}</span>
                    <small>{displayName(user)}</small>
                  </S.Names>
                </S.Option>
              ))}
            </S.List>
          )}
        </S.Popup>
      )}
      {error && (
        <S.Message id={messageId} role="alert">
          {error}
        </S.Message>
      )}
    </S.Root>
  );
}
