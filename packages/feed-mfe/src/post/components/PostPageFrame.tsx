import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { PageTitle, color, fontSize, space } from '@upclub/shared/ui';

/** The frame of the post creation pages: an optional way back, the page's one h1, content. */
export function PostPageFrame({
  title,
  back,
  subtitle,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Wrap>
      {back ? (
        <Back to={back.to}>
          <ArrowLeft size={16} aria-hidden />
          {back.label}
        </Back>
      ) : null}
      <PageTitle>{title}</PageTitle>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      {children}
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: ${space(6)};
  max-width: 960px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  text-decoration: none;
  &:hover {
    color: ${color.text};
  }
`;

const Subtitle = styled.p`
  margin: -${space(2)} 0 ${space(4)};
  color: ${color.muted};
`;

export const SectionTitle = styled.h2`
  margin: ${space(6)} 0 ${space(3)};
  font-size: ${fontSize.lg}px;
`;
