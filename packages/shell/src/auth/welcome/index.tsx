import styled from 'styled-components';
import { streamingProvider } from '@upclub/shared/providers';
import { space } from '@upclub/shared/ui';
import { ButtonLink, PageHeading } from '../components';
import { Carousel } from './Carousel';
import { welcomeSlides } from './slides';

/** Route '' (root): the welcome page with the carousel and the Login and Sign up buttons. */
export function WelcomePage() {
  return (
    <>
      <PageHeading title="Welcome to UpClub">Your friends, their songs, one feed.</PageHeading>
      <Carousel slides={welcomeSlides(streamingProvider().kind)} label="What you can do on UpClub" />
      <Actions>
        <ButtonLink to="/login">Login</ButtonLink>
        <ButtonLink to="/signup" $variant="secondary">
          Sign up
        </ButtonLink>
      </Actions>
    </>
  );
}

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;
