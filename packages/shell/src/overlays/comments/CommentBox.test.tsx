/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postFirstLevelComment } from '@upclub/shared/api';
import { onNotice } from '@upclub/shared/bus';
import { recordEachTest, renderWithProviders, throttleEveryRequest } from '@upclub/shared/testing';
import { CommentBox } from './CommentBox';

const notices = recordEachTest(onNotice);

describe('CommentBox', () => {
  it('says how long to wait when commenting is refused (429), and keeps the text for another try', async () => {
    const undo = throttleEveryRequest(300);
    try {
      // The real call through the real API client, as the comments panel sends it.
      renderWithProviders(
        <CommentBox
          label="Add a comment"
          placeholder="Add a comment"
          onSubmit={(body) => postFirstLevelComment({ ...body, song_post: 1 })}
        />,
      );
      await userEvent.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'great song');
      await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
      await waitFor(() =>
        expect(notices).toEqual([{ kind: 'error', text: 'Too many requests. Please try again in 5 minutes.' }]),
      );
      expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('great song');
      expect(screen.getByRole('button', { name: 'Comment' })).toBeEnabled();
    } finally {
      undo();
    }
  });
});
