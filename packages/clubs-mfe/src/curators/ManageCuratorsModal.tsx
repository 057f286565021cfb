import { ChevronDown } from 'lucide-react';
import type { Club, ClubCurator } from '@upclub/shared/types';
import { CURATOR_LABEL } from '@upclub/shared/ui/ClubCard';
import { DropdownMenu, DropdownMenuItem } from '@upclub/shared/ui/DropdownMenu';
import { Modal } from '@upclub/shared/ui/Modal';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { UserRow } from '@upclub/shared/ui/UserRow';
import {
  useCuratorsAndRequestsQuery,
  useRemoveCuratorMutation,
  useRespondToRequestMutation,
} from '../queries/curators';
import { CLUB_TEXT } from '../texts';
import { CURATOR_MODAL_WIDTH, RoleLabel, RoleTrigger } from './Curators.styles';

export interface CuratorModalProps {
  club: Club;
  onClose: () => void;
}

/**
 * Manage Curators (spec part 2 §2, §4): the club's curators and requests to curate. The owner is
 * shown as Admin and cannot be removed; a curator can be removed; a request accepted or declined.
 */
export default function ManageCuratorsModal({ club, onClose }: CuratorModalProps) {
  const list = useCuratorsAndRequestsQuery(club.club);
  const remove = useRemoveCuratorMutation(club.club);
  const respond = useRespondToRequestMutation(club.club);
  const busy = remove.isPending || respond.isPending;
  const clubName = club.club_name;

  const actionOf = (entry: ClubCurator) => {
    if (entry.upclubuser === club.club_owner) return <RoleLabel>{CURATOR_LABEL.owner}</RoleLabel>;
    if (entry.is_curator) {
      return (
        <DropdownMenu
          triggerLabel={`${CURATOR_LABEL.curator}: ${entry.username}`}
          trigger={
            <RoleTrigger>
              {CURATOR_LABEL.curator}
              <ChevronDown size={14} aria-hidden />
            </RoleTrigger>
          }
        >
          <DropdownMenuItem tone="danger" onSelect={() => !busy && remove.mutate({ entry, clubName })}>
            Remove
          </DropdownMenuItem>
        </DropdownMenu>
      );
    }
    return (
      <DropdownMenu
        triggerLabel={`${CURATOR_LABEL.request}: ${entry.username}`}
        trigger={
          <RoleTrigger $request>
            {CURATOR_LABEL.request}
            <ChevronDown size={14} aria-hidden />
          </RoleTrigger>
        }
      >
        <DropdownMenuItem onSelect={() => !busy && respond.mutate({ entry, clubName, accept: true })}>
          Accept
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={() => !busy && respond.mutate({ entry, clubName, accept: false })}>
          Decline
        </DropdownMenuItem>
      </DropdownMenu>
    );
  };

  return (
    <Modal title={CLUB_TEXT.manageCurators} onClose={onClose} width={CURATOR_MODAL_WIDTH}>
      <PagedList
        list={list}
        label={`Curators of ${clubName}`}
        emptyText={CLUB_TEXT.noCurators}
        keyOf={(entry) => entry.curator}
        renderItem={(entry) => <UserRow user={entry} action={actionOf(entry)} />}
      />
    </Modal>
  );
}
