import { Avatar } from '@upclub/shared/ui';
import type { PickableUser } from './pickable';
import * as S from './UserPickList.styles';

export interface PersonLineProps {
  user: PickableUser;
  /** The name shown above '@username'. */
  name: string;
  avatarSize?: number;
}

/**
 * A person as the user pickers and the member lists show them: the avatar, then the name over
 * '@username'. Fragments, so the row around them (a checkbox's label, a list item) keeps its own
 * layout and controls.
 */
export function PersonLine({ user, name, avatarSize = 36 }: PersonLineProps) {
  return (
    <>
      <Avatar src={user.thumbnail_picture} name={name} size={avatarSize} decorative />
      <S.Who>
        <span dir="auto">{name}</span>
        <span>@{user.username}</span>
      </S.Who>
    </>
  );
}
