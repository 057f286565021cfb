import { useEffect, useId, useMemo, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PanelLeftClose, PanelLeftOpen, Plus } from 'lucide-react';
import { emitReloadContent, getUnreadCounts, setUnreadCounts } from '@upclub/shared/bus';
import { UpClubLogo, VisuallyHidden } from '@upclub/shared/ui';
import { useUnreadCounts } from '../notifications/useUnreadCounts';
import { isPathCurrent, isPathWithin } from '@upclub/shared/guard';
import { POST_PATH, activeItemFor, isCurrentPage, menuItemsOf, type MenuItem } from './menuItems';
import { SideMenuStyles as S } from './SideMenu.styles';

export interface SideMenuProps {
  collapsed: boolean;
  /** A narrow window forces the collapsed menu: no toggle then. */
  narrow: boolean;
  width: number;
  onToggle: () => void;
}

const clearNotificationsCount = () => setUnreadCounts({ ...getUnreadCounts(), notifications: 0 });
/** The notifications count is reset when the item carrying it is opened (the messages count is not). */
const resetsNotifications = (item: MenuItem | undefined) => item?.countKey === 'notifications';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The collapsible side menu of the application shell. */
export function SideMenu({ collapsed, narrow, width, onToggle }: SideMenuProps) {
  const { pathname } = useLocation();
  const counts = useUnreadCounts();
  // The items of the remotes' route facts, which the shell installed before anything mounted.
  const items = useMemo(() => menuItemsOf(), []);
  const active = activeItemFor(pathname, items);
  const navId = useId();
  const unreadId = useId();

  // Opening Notifications resets its unread count (however it was opened).
  const activeResets = resetsNotifications(items.find((item) => item.key === active));
  useEffect(() => {
    if (activeResets) clearNotificationsCount();
  }, [active, activeResets]);

  const onItemClick = (item: MenuItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (resetsNotifications(item)) clearNotificationsCount();
    if (isCurrentPage(item, pathname)) {
      event.preventDefault();
      emitReloadContent({ path: item.path });
    }
  };

  const onPostClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event) && isPathCurrent(pathname, POST_PATH)) {
      event.preventDefault();
      emitReloadContent({ path: POST_PATH });
    }
  };

  return (
    <S.Aside $width={width} $collapsed={collapsed} data-collapsed={collapsed}>
      <S.Brand $collapsed={collapsed}>
        <Link to="/discover" aria-label="UpClub home" title={collapsed ? 'UpClub' : undefined}>
          <UpClubLogo size={34} wordmark={!collapsed} />
        </Link>
      </S.Brand>

      <S.Nav id={navId} aria-label="Main">
        <S.List>
          {items.map((item) => {
            const Icon = item.icon;
            const isActive = active === item.key;
            const unread = item.countKey ? counts[item.countKey] > 0 : false;
            const describedBy = unread ? `${unreadId}-${item.key}` : undefined;
            return (
              <li key={item.key}>
                <S.ItemLink
                  to={item.path}
                  data-route={item.route}
                  aria-current={isActive ? 'page' : undefined}
                  aria-describedby={describedBy}
                  title={collapsed ? item.label : undefined}
                  onClick={onItemClick(item)}
                  $active={isActive}
                  $collapsed={collapsed}
                >
                  <S.IconWrap>
                    <Icon size={22} strokeWidth={isActive ? 2.4 : 2} aria-hidden="true" />
                    {unread ? <S.Marker data-testid="alert-marker" aria-hidden="true" /> : null}
                  </S.IconWrap>
                  <S.Label $hidden={collapsed}>{item.label}</S.Label>
                </S.ItemLink>
                {unread ? <VisuallyHidden id={describedBy}>Unread</VisuallyHidden> : null}
              </li>
            );
          })}
        </S.List>

        <S.PostLink
          to={POST_PATH}
          title={collapsed ? 'Post' : undefined}
          aria-current={isPathWithin(pathname, POST_PATH) ? 'page' : undefined}
          onClick={onPostClick}
          $collapsed={collapsed}
        >
          <Plus size={22} strokeWidth={2.5} aria-hidden="true" />
          <S.Label $hidden={collapsed}>Post</S.Label>
        </S.PostLink>
      </S.Nav>

      {narrow ? null : (
        <S.Toggle
          type="button"
          onClick={onToggle}
          aria-controls={navId}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
          title={collapsed ? 'Expand menu' : 'Collapse menu'}
          $collapsed={collapsed}
        >
          {collapsed ? <PanelLeftOpen size={20} aria-hidden="true" /> : <PanelLeftClose size={20} aria-hidden="true" />}
          <S.Label $hidden={collapsed} aria-hidden="true">
            Collapse
          </S.Label>
        </S.Toggle>
      )}
    </S.Aside>
  );
}
