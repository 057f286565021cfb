import { Search, UsersRound } from 'lucide-react';
import styled from 'styled-components';
import { Button, color, fontSize, space } from '@upclub/shared/ui';
import { CLUBS_TEXT } from '../../texts';

/** No clubs yet (spec part 2 §2): create one or find some. */
export function EmptyClubs({ onCreate, onFind }: { onCreate: () => void; onFind: () => void }) {
  return (
    <Wrap>
      <Icon aria-hidden>
        <UsersRound size={36} />
      </Icon>
      <h2>{CLUBS_TEXT.emptyTitle}</h2>
      <p>{CLUBS_TEXT.emptyText}</p>
      <Actions>
        <Button type="button" onClick={onCreate}>
          {CLUBS_TEXT.createAClub}
        </Button>
        <Button type="button" $variant="secondary" onClick={onFind}>
          <Search size={16} aria-hidden />
          {CLUBS_TEXT.findClubs}
        </Button>
      </Actions>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  max-width: 420px;
  margin: ${space(12)} auto;
  text-align: center;
  h2 {
    margin: ${space(2)} 0 0;
    font-size: ${fontSize.lg}px;
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${color.surface};
  border: 1px solid ${color.line};
  color: ${color.accent};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
  margin-top: ${space(4)};
`;
