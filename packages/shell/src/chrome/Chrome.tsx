import { useEffect } from 'react';
import { useSidebar } from './layout/useSidebar';
import { useChromeDocument } from './layout/useChromeDocument';
import { SideMenu } from './sideMenu/SideMenu';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { LazyPlayer } from '../player/lazy/LazyPlayer';
import { startRoomGate } from '../rooms/roomGate';

/**
 * The application chrome inside a router: side menu (its markers read the unread counts the live
 * session keeps, see ../live), header, footer, the player's place (the player itself is
 * loaded when first needed) and the club rooms' gate (../rooms).
 */
export function Chrome() {
  const sidebar = useSidebar();
  useChromeDocument(sidebar.width);
  // A club's room is joined from a signed-in page: its commands are heard while the chrome is up,
  // and its code loads on the first join (a signed-out page carries none of it).
  useEffect(() => startRoomGate(), []);

  return (
    <>
      <SideMenu collapsed={sidebar.collapsed} narrow={sidebar.narrow} width={sidebar.width} onToggle={sidebar.toggle} />
      <Header offsetLeft={sidebar.width} />
      <Footer />
      <LazyPlayer />
    </>
  );
}
