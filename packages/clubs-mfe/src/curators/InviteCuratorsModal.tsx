import { useMemo, useState } from 'react';
import { EMPTY_TEXT, SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { Club, ClubUserSearchResult } from '@upclub/shared/types';
import { useDebouncedValue } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { UserPickList } from '@upclub/shared/ui/UserPickList';
import { useClubUserSearchQuery, useCuratorsAndRequestsQuery, useInviteCuratorsMutation } from '../queries/curators';
import { CLUB_TEXT } from '../texts';
import { CURATOR_MODAL_WIDTH } from './Curators.styles';

export interface InviteCuratorsModalProps {
  club: Club;
  onClose: () => void;
}

/** Users who cannot be invited, and what their row says: they curate the club or have an invite waiting. */
const lockedLabel = (user: ClubUserSearchResult) => (user.is_curator ? 'Curator' : user.is_invited ? 'Invited' : null);

const nameOf = (user: Pick<ClubUserSearchResult, 'name' | 'username'>) => user.name || user.username;

/**
 * Invite Curators (spec part 2 §2, §4, §5): search users, tick them, invite them. Curators and
 * invited users are shown ticked and disabled; the ticked plus the disabled must stay under 25,
 * else the warning 'Exceed Limit'.
 */
export default function InviteCuratorsModal({ club, onClose }: InviteCuratorsModalProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useClubUserSearchQuery(club.club, query);
  const curators = useCuratorsAndRequestsQuery(club.club);
  const invite = useInviteCuratorsMutation(club.club);

  // The club's curators, and the curators or invited users the search shows.
  const locked = useMemo(() => {
    const ids = new Set(curators.items.filter((e) => e.is_curator).map((e) => e.upclubuser));
    results.items.filter((u) => lockedLabel(u) !== null).forEach((u) => ids.add(u.upclubuser));
    return ids;
  }, [curators.items, results.items]);

  return (
    <Modal title={CLUB_TEXT.inviteCurators} onClose={onClose} width={CURATOR_MODAL_WIDTH}>
      <UserPickList
        searchLabel="Search user"
        search={text}
        onSearchChange={setText}
        query={query}
        results={results}
        emptyText={EMPTY_TEXT.users}
        nameOf={nameOf}
        lockedLabel={lockedLabel}
        lockedCount={locked.size}
        cancelText="Cancel"
        confirmText={CLUB_TEXT.inviteCurators}
        busy={invite.isPending}
        onCancel={onClose}
        onConfirm={(users) =>
          invite.mutate({ users: users.map((u) => u.upclubuser), clubName: club.club_name }, { onSuccess: onClose })
        }
      />
    </Modal>
  );
}
