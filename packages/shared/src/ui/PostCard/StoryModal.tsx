import { useEffect, useState } from 'react';
import type { SongPost } from '@upclub/shared/types';
import { Button, Spinner } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { trackNameOf } from './format';
import { PostCardStyles as S } from './PostCard.styles';
import { renderStoryImage } from './storyImage';

type Story = { type: 'drawing' } | { type: 'ready'; url: string } | { type: 'failed' };

/** The story picture of a post, to download and add to an Instagram story. */
export function StoryModal({ post, onClose }: { post: SongPost; onClose: () => void }) {
  const [story, setStory] = useState<Story>({ type: 'drawing' });

  useEffect(() => {
    let live = true;
    renderStoryImage(post)
      .then((url) => live && setStory({ type: 'ready', url }))
      .catch(() => live && setStory({ type: 'failed' }));
    return () => {
      live = false;
    };
  }, [post]);

  return (
    <Modal title="Instagram story" onClose={onClose} width={420}>
      <S.StoryBody>
        {story.type === 'drawing' ? <Spinner $size={28} /> : null}
        {story.type === 'failed' ? <S.Muted role="alert">The story picture could not be made.</S.Muted> : null}
        {story.type === 'ready' ? (
          <>
            <S.StoryPreview src={story.url} alt={`Story picture of ${trackNameOf(post)}`} />
            <S.Muted>Save the picture, then add it to your story in the Instagram app.</S.Muted>
            <Button as="a" href={story.url} download={`upclub-post-${post.song_post}.png`}>
              Download picture
            </Button>
          </>
        ) : null}
      </S.StoryBody>
    </Modal>
  );
}
