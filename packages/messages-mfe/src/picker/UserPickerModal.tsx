import { useState } from 'react';
import styled from 'styled-components';
import { Search, X } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { UserSearchResult } from '@upclub/shared/types';
import {
  Avatar,
  Button,
  ExceedLimitModal,
  IconButton,
  Modal,
  PagedList,
  SearchPill,
  Spinner,
  canPickAnother,
  color,
  fontSize,
  radius,
  space,
  useDebouncedValue,
} from '@upclub/shared/ui';
import { useUserSearchQuery } from '../queries/threads';
import { MESSAGES_TEXT } from '../texts';
import { personName } from '../threads/display';

/** The spec gives no width for the picker: a comfortable one for a list of people. */
const PICKER_WIDTH = 520;

export interface UserPickerModalProps {
  /** 'new': New message / Create Message; 'add': adding members / Add Member. */
  mode: 'new' | 'add';
  /** Users already in the thread: shown ticked and disabled, and counted towards the limit. */
  members?: ReadonlyArray<UserSearchResult>;
  busy?: boolean;
  onConfirm: (users: UserSearchResult[]) => void;
  onClose: () => void;
}

/**
 * The new message modal and the add-members picker (spec part 2 §2, §5): 'Search user', a list
 * with checkboxes, 'No user found'. The ticked plus the disabled must stay under USER_PICKER_MAX,
 * else the warning 'Exceed Limit'.
 */
export function UserPickerModal({ mode, members = [], busy = false, onConfirm, onClose }: UserPickerModalProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useUserSearchQuery(query);
  const [chosen, setChosen] = useState<Map<number, UserSearchResult>>(() => new Map());
  const [warning, setWarning] = useState(false);
  const locked = new Set(members.map((m) => m.upclubuser));

  const toggle = (user: UserSearchResult) => {
    if (chosen.has(user.upclubuser)) {
      setChosen((current) => {
        const next = new Map(current);
        next.delete(user.upclubuser);
        return next;
      });
    } else if (!canPickAnother(chosen.size, locked.size)) {
      setWarning(true);
    } else {
      setChosen((current) => new Map(current).set(user.upclubuser, user));
    }
  };

  const confirmText = mode === 'new' ? MESSAGES_TEXT.createMessage : MESSAGES_TEXT.addMember;
  return (
    <Modal
      title={mode === 'new' ? MESSAGES_TEXT.newMessageTitle : MESSAGES_TEXT.addMembers}
      onClose={onClose}
      width={PICKER_WIDTH}
    >
      <SearchPill>
        <Search size={18} aria-hidden />
        <input
          type="search"
          aria-label={MESSAGES_TEXT.searchUser}
          placeholder={MESSAGES_TEXT.searchUser}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          data-autofocus
        />
      </SearchPill>

      {chosen.size > 0 ? (
        <Chips aria-label="Chosen users">
          {[...chosen.values()].map((user) => (
            <Chip key={user.upclubuser}>
              <span dir="auto">{user.username}</span>
              <IconButton label={`Remove ${user.username}`} size={24} onClick={() => toggle(user)}>
                <X size={14} aria-hidden />
              </IconButton>
            </Chip>
          ))}
        </Chips>
      ) : null}

      <Results>
        {query === '' ? (
          <Hint>Type a name to find people.</Hint>
        ) : (
          <PagedList
            list={results}
            label="Users"
            emptyText={MESSAGES_TEXT.noUser}
            keyOf={(user) => user.upclubuser}
            renderItem={(user) => {
              const member = locked.has(user.upclubuser);
              return (
                <Choice $disabled={member}>
                  <input
                    type="checkbox"
                    checked={member || chosen.has(user.upclubuser)}
                    disabled={member}
                    onChange={() => toggle(user)}
                  />
                  <Avatar src={user.thumbnail_picture} name={personName(user)} size={36} decorative />
                  <Who>
                    <span dir="auto">{personName(user)}</span>
                    <span>@{user.username}</span>
                  </Who>
                  {member ? <State>Member</State> : null}
                </Choice>
              );
            }}
          />
        )}
      </Results>

      <Footer>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {MESSAGES_TEXT.cancel}
        </Button>
        <Button
          type="button"
          onClick={() => onConfirm([...chosen.values()])}
          disabled={chosen.size === 0 || busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner $size={16} /> : null}
          {confirmText}
        </Button>
      </Footer>
      {warning ? <ExceedLimitModal onClose={() => setWarning(false)} /> : null}
    </Modal>
  );
}

const Hint = styled.p`
  margin: ${space(4)} 0;
  color: ${color.muted};
  text-align: center;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: ${space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: 2px 2px 2px ${space(3)};
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  font-size: ${fontSize.sm}px;
`;

const Results = styled.div`
  margin-top: ${space(3)};
  min-height: 200px;
  max-height: 50vh;
  overflow-y: auto;
`;

const Choice = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.input}px;
  cursor: ${(p) => (p.$disabled ? 'default' : 'pointer')};
  &:hover {
    background: ${(p) => (p.$disabled ? 'transparent' : color.raised)};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${color.accent};
  }
`;

const Who = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  span:first-child {
    font-weight: 600;
  }
  span:last-child {
    color: ${color.muted};
    font-size: ${fontSize.xs}px;
  }
`;

const State = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(3)};
  margin-top: ${space(5)};
`;
