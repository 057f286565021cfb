import { useEffect, useState, useSyncExternalStore } from 'react';
import { Copy, ExternalLink, ImageDown, Send, Share2, UsersRound } from 'lucide-react';
import { BROADCAST_FORM_TEXT, COPY_LINK_MESSAGE_MS, SUCCESS_TEXT } from '@upclub/shared/constants';
import { getCurrentUser, noticeError, noticeSuccess, onCurrentUser, openOverlay } from '@upclub/shared/bus';
import { canBroadcastPost } from '@upclub/shared/guard';
import type { SongPost } from '@upclub/shared/types';
import { DropdownMenu, DropdownMenuItem } from '@upclub/shared/ui/DropdownMenu';
import { shareLinkOf, tweetUrlOf } from './format';
import { PostCardStyles as S } from './PostCard.styles';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Pages served over plain http have no Clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/**
 * The card's Share menu (spec §2): send in a message, copy link, Instagram story, Twitter; and
 * 'Broadcast Post' for staff with broadcast access (spec part 1 §6).
 */
export function ShareMenu({ post, onStory }: { post: SongPost; onStory: () => void }) {
  const [copied, setCopied] = useState(false);
  const broadcast = useSyncExternalStore(onCurrentUser, () => canBroadcastPost(post, getCurrentUser()));

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_LINK_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copyLink = async () => {
    try {
      await copyText(shareLinkOf(post.song_post));
      setCopied(true);
      noticeSuccess(SUCCESS_TEXT.postLinkCopied);
    } catch {
      noticeError('The link could not be copied.');
    }
  };

  return (
    <DropdownMenu
      triggerLabel="Share"
      menuLabel="Share post"
      trigger={
        <S.MenuIcon>
          <Share2 size={18} aria-hidden />
        </S.MenuIcon>
      }
    >
      <DropdownMenuItem icon={<Send size={16} />} onSelect={() => openOverlay({ type: 'share', post })}>
        Send in a message
      </DropdownMenuItem>
      <DropdownMenuItem icon={<Copy size={16} />} onSelect={() => void copyLink()}>
        {copied ? SUCCESS_TEXT.postLinkCopied : 'Copy link'}
      </DropdownMenuItem>
      <DropdownMenuItem icon={<ImageDown size={16} />} onSelect={onStory}>
        Instagram story
      </DropdownMenuItem>
      <DropdownMenuItem
        icon={<ExternalLink size={16} />}
        onSelect={() => window.open(tweetUrlOf(post), '_blank', 'noopener,noreferrer')}
      >
        Twitter
      </DropdownMenuItem>
      {broadcast ? (
        <DropdownMenuItem icon={<UsersRound size={16} />} onSelect={() => openOverlay({ type: 'broadcastPost', post })}>
          {BROADCAST_FORM_TEXT.post}
        </DropdownMenuItem>
      ) : null}
    </DropdownMenu>
  );
}
