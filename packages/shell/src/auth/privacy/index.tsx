import styled from 'styled-components';
import { streamingProvider } from '@upclub/shared/providers';
import { color, fontSize, space } from '@upclub/shared/ui';
import { BackLink, PageHeading } from '../components';
import { POLICY_INTRO, POLICY_UPDATED, privacyPolicy } from './policy';

/** Route privacy-policy: the static privacy policy, reachable by everyone. */
export function PrivacyPage() {
  return (
    <>
      <BackLink to="/">Back</BackLink>
      <PageHeading title="Privacy policy">{POLICY_UPDATED}</PageHeading>
      <Body>
        <p>{POLICY_INTRO}</p>
        {privacyPolicy(streamingProvider().kind).map((section) => (
          <section key={section.title} aria-labelledby={idOf(section.title)}>
            <h2 id={idOf(section.title)}>{section.title}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </Body>
    </>
  );
}

const idOf = (title: string) => `privacy-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;

const Body = styled.div`
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  line-height: 1.65;
  h2 {
    margin: ${space(8)} 0 ${space(2)};
    color: ${color.text};
    font-size: ${fontSize.lg}px;
  }
  p {
    margin: 0 0 ${space(3)};
  }
  ul {
    margin: 0 0 ${space(3)};
    padding-left: ${space(5)};
  }
  li {
    margin-bottom: ${space(2)};
  }
`;
