import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { PageTitle, color, fontSize, radius, space } from '@upclub/shared/ui';

export interface PageHeaderProps {
  /** The link back above the title: where it goes, what it says, and the router state it hands on. */
  back: { to: string; label: ReactNode; state?: unknown };
  /** The page's heading (level 1). */
  title: ReactNode;
  /** A word over the title ('Listening room'). */
  eyebrow?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** At the right of the title, wrapping under it on a narrow screen. */
  actions?: ReactNode;
}

/**
 * The title block of the club's pages (the club page, its room): a link back, then the title
 * with its actions. Beside a title with an eyebrow or a subtitle, the actions line up with its
 * last line; beside a title alone, with its middle.
 */
export function PageHeader({ back, title, eyebrow, subtitle, actions }: PageHeaderProps) {
  const stacked = Boolean(eyebrow || subtitle);
  return (
    <Wrap>
      <Back to={back.to} state={back.state}>
        <ArrowLeft size={16} aria-hidden />
        {back.label}
      </Back>
      <Line $stacked={stacked}>
        {stacked ? (
          <div>
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            <Title>{title}</Title>
            {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          </div>
        ) : (
          <Title>{title}</Title>
        )}
        {actions}
      </Line>
    </Wrap>
  );
}

const Wrap = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
`;

const Back = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(1)} ${space(2)} ${space(1)} 0;
  border-radius: ${radius.input}px;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${color.text};
  }
`;

const Line = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${(p) => (p.$stacked ? 'flex-end' : 'center')};
  justify-content: space-between;
  gap: ${space(3)};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${space(1)};
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled(PageTitle)`
  margin: 0;
  min-width: 0;
  font-size: ${fontSize.xxl}px;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  margin: ${space(1)} 0 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;
