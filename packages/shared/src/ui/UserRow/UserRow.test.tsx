/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { countLabel } from '../countLabel';
import { UserRow } from './UserRow';

describe('UserRow', () => {
  it('links the username to the profile and shows the name, the counts and the action', () => {
    render(
      <MemoryRouter>
        <UserRow
          user={{ username: 'sam', name: 'Sam Lee', thumbnail_picture: null, followers: 2, posts: 1 }}
          action={<span>Curator</span>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'sam' })).toHaveAttribute('href', '/profile/sam');
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();
    expect(screen.getByText('2 Followers · 1 Post')).toBeInTheDocument();
    expect(screen.getByText('Curator')).toBeInTheDocument();
  });

  it('leaves the counts out when not given', () => {
    render(
      <MemoryRouter>
        <UserRow user={{ username: 'sam', name: '', thumbnail_picture: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Follower/)).toBeNull();
  });
});

it('says the plural only over 1', () => {
  expect([0, 1, 2].map((n) => countLabel(n, 'Follower'))).toEqual(['Follower', 'Follower', 'Followers']);
});
