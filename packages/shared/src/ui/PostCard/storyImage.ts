import type { SongPost } from '@upclub/shared/types';
import { color, font } from '@upclub/shared/ui';
import { albumArtOf, artistsOf, trackNameOf } from './format';

// The 'Instagram story' share: the web cannot post to Instagram, so the card makes a story-sized
// picture (1080 x 1920) with the square album art, the title and the artists, for the user to save
// and add to a story.

export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
const ART_SIZE = 840;

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    // Without CORS the canvas would be tainted and could not be exported.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/** Lines of `text` that fit `width`, at most `max` of them (the last one cut with an ellipsis). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].replace(/\s*\S*$/, '')}…`;
  return kept;
}

/** Draws the story picture of a post and returns it as a PNG data URL. */
export async function renderStoryImage(post: SongPost): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = STORY_WIDTH;
  canvas.height = STORY_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');

  const gradient = ctx.createLinearGradient(0, 0, 0, STORY_HEIGHT);
  gradient.addColorStop(0, '#2a1f5c');
  gradient.addColorStop(1, color.background);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, STORY_WIDTH, STORY_HEIGHT);

  const x = (STORY_WIDTH - ART_SIZE) / 2;
  const y = 360;
  const artUrl = albumArtOf(post);
  const art = artUrl ? await loadImage(artUrl) : null;
  if (art) ctx.drawImage(art, x, y, ART_SIZE, ART_SIZE);
  else {
    ctx.fillStyle = color.raised;
    ctx.fillRect(x, y, ART_SIZE, ART_SIZE);
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = color.text;
  ctx.font = `700 64px ${font.family}`;
  let textY = y + ART_SIZE + 80;
  for (const line of wrap(ctx, trackNameOf(post), ART_SIZE, 2)) {
    ctx.fillText(line, STORY_WIDTH / 2, textY);
    textY += 80;
  }
  ctx.fillStyle = color.muted;
  ctx.font = `500 44px ${font.family}`;
  for (const line of wrap(ctx, artistsOf(post), ART_SIZE, 2)) {
    ctx.fillText(line, STORY_WIDTH / 2, textY + 12);
    textY += 56;
  }
  ctx.fillStyle = color.accent;
  ctx.font = `700 40px ${font.family}`;
  ctx.fillText(`Shared by @${post.username} on UpClub`, STORY_WIDTH / 2, STORY_HEIGHT - 200);

  try {
    return canvas.toDataURL('image/png');
  } catch (error) {
    // The art came without CORS after all (tainted canvas): draw the picture again without it.
    if (!art || !post.track_details) throw error;
    return renderStoryImage({ ...post, track_details: { ...post.track_details, album: { images: [] } } });
  }
}
