import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Mention } from '@upclub/shared/types';
import { captionParts } from './format';

/** Text with `<@{userid}>` markup, each mention shown as an `@username` link to the profile. */
export function MentionText({ text, mentions }: { text: string; mentions: Mention[] }) {
  return (
    <>
      {captionParts(text, mentions).map((part, i) =>
        part.type === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <Link key={i} to={`/profile/${encodeURIComponent(part.mention.username)}`}>
            @{part.mention.username}
          </Link>
        ),
      )}
    </>
  );
}
