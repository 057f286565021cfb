import styled from 'styled-components';
import { PageTitle, color, space } from '@upclub/shared/ui';

/** An honest page for a route whose feature a later issue builds. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Wrap>
      <PageTitle>{title}</PageTitle>
      <Line>This page is not built yet.</Line>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: ${space(8)};
`;
const Line = styled.p`
  color: ${color.muted};
  margin: 0;
`;
