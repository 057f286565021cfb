/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aClub } from '@upclub/shared/testing';
import type { Club } from '@upclub/shared/types';
import { ClubCard } from './ClubCard';
import { clubRoleOf } from './clubRole';

/** Late Night Jazz, owned by alex (id 2): 1 follower, 12 posts. */
const club = (over: Partial<Club> = {}): Club =>
  aClub(4, { club_name: 'Late Night Jazz', club_description: '', followers: 1, posts: 12, ...over });

describe('ClubCard', () => {
  it('links its name to the club and says who owns it and its counts', () => {
    render(
      <MemoryRouter>
        <ClubCard club={club()} to="/clubs/4" badge="Following" menu={<button type="button">Club options</button>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Late Night Jazz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Late Night Jazz' })).toHaveAttribute('href', '/clubs/4');
    expect(screen.getByText('by alex')).toBeInTheDocument();
    expect(screen.getByText('1 Follower · 12 Posts')).toBeInTheDocument();
    expect(screen.getByText('Following')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Club options' })).toBeInTheDocument();
  });

  it('shows the thumbnail as a decorative picture', () => {
    const { container } = render(
      <MemoryRouter>
        <ClubCard club={club({ thumbnail_picture: 'data:image/png;base64,AAAA' })} to="/clubs/4" />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('marks a club whose room is live, with how many listen, and nothing otherwise', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ClubCard
          club={club({ live_room: { room: 7, listeners: 12, started_at: '2026-11-22T10:00:00.000Z' } })}
          to="/clubs/4"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Live · 12 listening')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ClubCard club={club()} to="/clubs/4" />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Live/)).toBeNull();
  });

  it('names the club with a heading of the level given', () => {
    render(
      <MemoryRouter>
        <ClubCard club={club()} to="/clubs/4" headingLevel={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Late Night Jazz' })).toBeInTheDocument();
  });
});

describe('clubRoleOf', () => {
  it('tells the owner, a curator and anyone else', () => {
    expect(clubRoleOf(club({ is_curator: true }), 2)).toBe('owner');
    expect(clubRoleOf(club({ is_curator: true }), 3)).toBe('curator');
    expect(clubRoleOf(club({ followed: true }), 3)).toBe('member');
    expect(clubRoleOf(club(), null)).toBe('member');
  });

  it('lets its menu open wider than the card (the card clips nothing; its picture rounds its own corners)', () => {
    render(
      <MemoryRouter>
        <ClubCard club={club()} to="/clubs/4" menu={<button type="button">Club options</button>} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    expect(getComputedStyle(card).overflow).not.toBe('hidden');
    expect(getComputedStyle(card.firstElementChild as Element).overflow).toBe('hidden');
  });
});
