import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { UserSearchResult } from '@upclub/shared/types';
import { useDebouncedValue } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { UserPickList } from '@upclub/shared/ui/UserPickList';
import { useUserSearchQuery } from '../queries/threads';
import { MESSAGES_TEXT } from '../texts';
import { personName } from '../threads/display';

/** The spec gives no width for the picker: a comfortable one for a list of people. */
const PICKER_WIDTH = 520;

const usernameOf = (user: UserSearchResult) => user.username;

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
  const locked = new Set(members.map((m) => m.upclubuser));

  return (
    <Modal
      title={mode === 'new' ? MESSAGES_TEXT.newMessageTitle : MESSAGES_TEXT.addMembers}
      onClose={onClose}
      width={PICKER_WIDTH}
    >
      <UserPickList
        searchLabel={MESSAGES_TEXT.searchUser}
        search={text}
        onSearchChange={setText}
        query={query}
        results={results}
        emptyText={MESSAGES_TEXT.noUser}
        nameOf={personName}
        chipNameOf={usernameOf}
        lockedLabel={(user) => (locked.has(user.upclubuser) ? 'Member' : null)}
        lockedCount={locked.size}
        cancelText={MESSAGES_TEXT.cancel}
        confirmText={mode === 'new' ? MESSAGES_TEXT.createMessage : MESSAGES_TEXT.addMember}
        busy={busy}
        onCancel={onClose}
        onConfirm={onConfirm}
        scrollResults
      />
    </Modal>
  );
}
