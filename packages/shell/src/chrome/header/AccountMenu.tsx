import { useNavigate } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { Avatar } from '@upclub/shared/ui';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '@upclub/shared/ui/DropdownMenu';
import { signOut } from '../../auth/signOut';
import { displayNameOf, useCurrentUser } from '../session/useCurrentUser';
import { accountActions } from './accountActions';
import { HeaderStyles as S } from './Header.styles';

/** The avatar button of the header and its menu. */
export function AccountMenu() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const name = user ? displayNameOf(user) : 'Account';
  const actions = accountActions(user?.user_type ?? 0);

  return (
    <DropdownMenu
      triggerLabel="Account menu"
      trigger={<Avatar src={user?.thumbnail_picture} name={name} size={36} decorative />}
      header={
        user ? (
          <S.Who>
            <Avatar src={user.thumbnail_picture} name={name} size={40} decorative />
            <span>
              <S.WhoName>{name}</S.WhoName>
              <S.WhoHandle>@{user.username}</S.WhoHandle>
            </span>
          </S.Who>
        ) : undefined
      }
    >
      {actions.map((action) => {
        if (action.kind === 'signOut') {
          return [
            <DropdownMenuSeparator key="separator" />,
            <DropdownMenuItem key="sign-out" icon={<LogOut size={18} />} onSelect={() => void signOut()}>
              {action.label}
            </DropdownMenuItem>,
          ];
        }
        const Icon = action.icon;
        return (
          <DropdownMenuItem key={action.path} icon={<Icon size={18} />} onSelect={() => void navigate(action.path)}>
            {action.label}
          </DropdownMenuItem>
        );
      })}
    </DropdownMenu>
  );
}
