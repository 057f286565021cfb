import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UserProfile } from '@upclub/shared/types';
import { Avatar, PageTitle, breakpoint, color, fontSize, space } from '@upclub/shared/ui';

/** 'Ada Lovelace', else the username. */
export const displayNameOf = (p: Pick<UserProfile, 'first_name' | 'last_name' | 'username'>) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || p.username;

export interface ProfileHeaderProps {
  profile: UserProfile;
  /** Edit (one's own) or Follow and Message (another's). */
  actions: ReactNode;
}

/** The profile's head (spec part 2 §2): the picture, the name (the page's h1), the username, the bio and the actions. */
export function ProfileHeader({ profile, actions }: ProfileHeaderProps) {
  const name = displayNameOf(profile);
  return (
    <Head>
      <Picture src={profile.profile_picture ?? profile.thumbnail_picture} name={name} size={128} decorative />
      <Text>
        <Title>{name}</Title>
        <Username>@{profile.username}</Username>
        {profile.profile_description ? <Bio>{profile.profile_description}</Bio> : null}
      </Text>
      <Actions>{actions}</Actions>
    </Head>
  );
}

const Head = styled.header`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${space(6)};
  @media (max-width: ${breakpoint.md}px) {
    grid-template-columns: auto 1fr;
    gap: ${space(4)};
  }
`;

const Picture = styled(Avatar)`
  @media (max-width: ${breakpoint.md}px) {
    width: 96px;
    height: 96px;
  }
`;

const Text = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const Title = styled(PageTitle)`
  margin: 0;
  font-size: ${fontSize.xxl}px;
  overflow-wrap: anywhere;
  @media (max-width: ${breakpoint.md}px) {
    font-size: ${fontSize.xl}px;
  }
`;

const Username = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.md}px;
  overflow-wrap: anywhere;
`;

const Bio = styled.p`
  margin: ${space(2)} 0 0;
  max-width: 60ch;
  font-size: ${fontSize.md}px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  @media (max-width: ${breakpoint.md}px) {
    grid-column: 1 / -1;
  }
`;
